import type { ContentCategory } from '../../../modules/topics/content-file';

/** Dates and names chosen to be textbook-settled, not contested. */
export const history: ContentCategory = {
  slug: 'history',
  name: 'History',
  nameMm: 'သမိုင်း',
  topics: [
    {
      slug: 'ancient-civilizations',
      name: 'Ancient Civilizations',
      nameMm: 'ရှေးဟောင်း ယဉ်ကျေးမှုများ',
      questions: [
        {
          q: 'Which civilisation built the pyramids of Giza?',
          options: [
            { value: 'Romans' },
            { value: 'Ancient Greeks' },
            { value: 'Persians' },
            { value: 'Ancient Egyptians', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which Greek city-state led the famous stand at Thermopylae in 480 BC?',
          options: [
            { value: 'Athens' },
            { value: 'Corinth' },
            { value: 'Sparta', correct: true },
            { value: 'Thebes' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who was the first Roman emperor?',
          options: [
            { value: 'Julius Caesar' },
            { value: 'Augustus', correct: true },
            { value: 'Nero' },
            { value: 'Caligula' },
          ],
          difficulty: 2,
        },
        {
          q: 'The ancient city of Mohenjo-daro belonged to which civilisation?',
          options: [
            { value: 'Indus Valley Civilisation', correct: true },
            { value: 'Mesopotamian civilisation' },
            { value: 'Ancient Egyptian civilisation' },
            { value: 'Maya civilisation' },
          ],
          difficulty: 2,
        },
        {
          q: 'Where was cuneiform, one of the earliest writing systems, developed?',
          options: [
            { value: 'Egypt' },
            { value: 'China' },
            { value: 'Greece' },
            { value: 'Mesopotamia', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which empire built Machu Picchu?',
          options: [
            { value: 'Aztec Empire' },
            { value: 'Maya civilisation' },
            { value: 'Inca Empire', correct: true },
            { value: 'Olmec civilisation' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which stone was key to deciphering Egyptian hieroglyphs?',
          options: [
            { value: 'The Moabite Stone' },
            { value: 'The Rosetta Stone', correct: true },
            { value: 'The Behistun Inscription' },
            { value: 'The Code of Hammurabi' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who was the tutor of Alexander the Great?',
          options: [
            { value: 'Aristotle', correct: true },
            { value: 'Plato' },
            { value: 'Socrates' },
            { value: 'Pythagoras' },
          ],
          difficulty: 2,
        },
        {
          q: 'What was the capital city of the Aztec Empire?',
          options: [
            { value: 'Cusco' },
            { value: 'Tikal' },
            { value: 'Teotihuacan' },
            { value: 'Tenochtitlan', correct: true },
          ],
          difficulty: 3,
        },
        {
          q: 'The Code of Hammurabi comes from which ancient kingdom?',
          options: [
            { value: 'Assyria' },
            { value: 'Persia' },
            { value: 'Babylon', correct: true },
            { value: 'Egypt' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which Chinese dynasty first unified China and is linked to the Terracotta Army?',
          options: [
            { value: 'Han' },
            { value: 'Qin', correct: true },
            { value: 'Tang' },
            { value: 'Ming' },
          ],
          difficulty: 2,
        },
        {
          q: 'Where were the ancient Olympic Games held?',
          options: [
            { value: 'Olympia', correct: true },
            { value: 'Athens' },
            { value: 'Sparta' },
            { value: 'Delphi' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which volcano buried Pompeii in AD 79?',
          options: [
            { value: 'Mount Etna' },
            { value: 'Stromboli' },
            { value: 'Mount Olympus' },
            { value: 'Mount Vesuvius', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Who founded the Achaemenid Persian Empire?',
          options: [
            { value: 'Darius I' },
            { value: 'Xerxes I' },
            { value: 'Cyrus the Great', correct: true },
            { value: 'Cambyses II' },
          ],
          difficulty: 3,
        },
        {
          q: 'The Parthenon in Athens was dedicated to which goddess?',
          options: [
            { value: 'Hera' },
            { value: 'Athena', correct: true },
            { value: 'Aphrodite' },
            { value: 'Artemis' },
          ],
          difficulty: 2,
        },
        {
          q: 'The ruins of ancient Carthage are in which modern country?',
          options: [
            { value: 'Tunisia', correct: true },
            { value: 'Libya' },
            { value: 'Egypt' },
            { value: 'Morocco' },
          ],
          difficulty: 3,
        },
      ],
    },
    {
      slug: 'world-wars',
      name: 'World Wars',
      nameMm: 'ကမ္ဘာစစ်များ',
      isTop: true,
      questions: [
        {
          q: 'In which year did World War I begin?',
          options: [
            { value: '1912' },
            { value: '1914', correct: true },
            { value: '1916' },
            { value: '1918' },
          ],
          difficulty: 1,
        },
        {
          q: 'Whose assassination in Sarajevo in 1914 triggered World War I?',
          options: [
            { value: 'Archduke Franz Ferdinand', correct: true },
            { value: 'Tsar Nicholas II' },
            { value: 'Kaiser Wilhelm II' },
            { value: 'Otto von Bismarck' },
          ],
          difficulty: 2,
        },
        {
          q: "World War II began in Europe with Germany's invasion of which country in September 1939?",
          options: [
            { value: 'France' },
            { value: 'Czechoslovakia' },
            { value: 'Belgium' },
            { value: 'Poland', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year did World War II end?',
          options: [
            { value: '1943' },
            { value: '1944' },
            { value: '1945', correct: true },
            { value: '1946' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year did Japan attack Pearl Harbor?',
          options: [
            { value: '1939' },
            { value: '1941', correct: true },
            { value: '1940' },
            { value: '1942' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which treaty, signed in 1919, ended the war between Germany and the Allied Powers?',
          options: [
            { value: 'Treaty of Versailles', correct: true },
            { value: 'Peace of Westphalia' },
            { value: 'Treaty of Utrecht' },
            { value: 'Treaty of Tordesillas' },
          ],
          difficulty: 2,
        },
        {
          q: 'The D-Day landings of 6 June 1944 took place in which region of France?',
          options: [
            { value: 'Brittany' },
            { value: 'Provence' },
            { value: 'Alsace' },
            { value: 'Normandy', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which city was the first to be struck by an atomic bomb?',
          options: [
            { value: 'Nagasaki' },
            { value: 'Tokyo' },
            { value: 'Hiroshima', correct: true },
            { value: 'Osaka' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who was the British Prime Minister for most of World War II?',
          options: [
            { value: 'Neville Chamberlain' },
            { value: 'Winston Churchill', correct: true },
            { value: 'Clement Attlee' },
            { value: 'Anthony Eden' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which battle of 1942–43 ended with the surrender of the German Sixth Army?',
          options: [
            { value: 'Stalingrad', correct: true },
            { value: 'Kursk' },
            { value: 'Moscow' },
            { value: 'Leningrad' },
          ],
          difficulty: 2,
        },
        {
          q: 'The League of Nations was created after which war?',
          options: [
            { value: 'World War II' },
            { value: 'The Franco-Prussian War' },
            { value: 'The Napoleonic Wars' },
            { value: 'World War I', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which of these countries was one of the main Axis powers in World War II?',
          options: [
            { value: 'United Kingdom' },
            { value: 'Soviet Union' },
            { value: 'Japan', correct: true },
            { value: 'China' },
          ],
          difficulty: 1,
        },
        {
          q: "What was the code name for Germany's 1941 invasion of the Soviet Union?",
          options: [
            { value: 'Operation Overlord' },
            { value: 'Operation Barbarossa', correct: true },
            { value: 'Operation Market Garden' },
            { value: 'Operation Sea Lion' },
          ],
          difficulty: 2,
        },
        {
          q: 'The Battle of Midway in 1942 was fought mainly between which two countries?',
          options: [
            { value: 'United States and Japan', correct: true },
            { value: 'United Kingdom and Germany' },
            { value: 'Soviet Union and Japan' },
            { value: 'United States and Italy' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who became US President when Franklin D. Roosevelt died in April 1945?',
          options: [
            { value: 'Dwight D. Eisenhower' },
            { value: 'Herbert Hoover' },
            { value: 'John F. Kennedy' },
            { value: 'Harry S. Truman', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: "Which 1916 battle saw the British Army's heaviest losses in a single day?",
          options: [
            { value: 'Battle of Verdun' },
            { value: 'Battle of Ypres' },
            { value: 'Battle of the Somme', correct: true },
            { value: 'Battle of the Marne' },
          ],
          difficulty: 3,
        },
      ],
    },
    {
      slug: 'modern-history',
      name: 'Modern History',
      nameMm: 'ခေတ်သစ် သမိုင်း',
      questions: [
        {
          q: 'In which year did the Berlin Wall fall?',
          options: [
            { value: '1985' },
            { value: '1987' },
            { value: '1991' },
            { value: '1989', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year was the Soviet Union dissolved?',
          options: [
            { value: '1989' },
            { value: '1990' },
            { value: '1991', correct: true },
            { value: '1993' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who was the first President of the United States?',
          options: [
            { value: 'John Adams' },
            { value: 'George Washington', correct: true },
            { value: 'Thomas Jefferson' },
            { value: 'Abraham Lincoln' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year did the French Revolution begin?',
          options: [
            { value: '1789', correct: true },
            { value: '1776' },
            { value: '1799' },
            { value: '1815' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which Indian leader is best known for non-violent resistance (satyagraha)?',
          options: [
            { value: 'Subhas Chandra Bose' },
            { value: 'Bhagat Singh' },
            { value: 'Muhammad Ali Jinnah' },
            { value: 'Mahatma Gandhi', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year did Nelson Mandela become President of South Africa?',
          options: [
            { value: '1986' },
            { value: '1990' },
            { value: '1994', correct: true },
            { value: '1999' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year was the United Nations founded?',
          options: [
            { value: '1919' },
            { value: '1945', correct: true },
            { value: '1948' },
            { value: '1950' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year was the US Declaration of Independence adopted?',
          options: [
            { value: '1776', correct: true },
            { value: '1765' },
            { value: '1783' },
            { value: '1789' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who was the first woman to serve as Prime Minister of the United Kingdom?',
          options: [
            { value: 'Theresa May' },
            { value: 'Indira Gandhi' },
            { value: 'Golda Meir' },
            { value: 'Margaret Thatcher', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Who was the first woman to win a Nobel Prize?',
          options: [
            { value: 'Mother Teresa' },
            { value: 'Bertha von Suttner' },
            { value: 'Marie Curie', correct: true },
            { value: 'Rosalind Franklin' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year did the Cuban Missile Crisis take place?',
          options: [
            { value: '1959' },
            { value: '1962', correct: true },
            { value: '1968' },
            { value: '1973' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which Soviet leader introduced the policies of glasnost and perestroika?',
          options: [
            { value: 'Mikhail Gorbachev', correct: true },
            { value: 'Nikita Khrushchev' },
            { value: 'Leonid Brezhnev' },
            { value: 'Boris Yeltsin' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year did India and Pakistan gain independence from British rule?',
          options: [
            { value: '1945' },
            { value: '1950' },
            { value: '1971' },
            { value: '1947', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Who rose to lead the Chinese Communist Party during the Long March of 1934–35?',
          options: [
            { value: 'Chiang Kai-shek' },
            { value: 'Sun Yat-sen' },
            { value: 'Mao Zedong', correct: true },
            { value: 'Puyi' },
          ],
          difficulty: 2,
        },
        {
          q: 'In 1893, which became the first self-governing country to give all women the vote?',
          options: [
            { value: 'Australia' },
            { value: 'New Zealand', correct: true },
            { value: 'United Kingdom' },
            { value: 'United States' },
          ],
          difficulty: 3,
        },
        {
          q: 'Which US President was assassinated in Dallas in 1963?',
          options: [
            { value: 'John F. Kennedy', correct: true },
            { value: 'Abraham Lincoln' },
            { value: 'William McKinley' },
            { value: 'Richard Nixon' },
          ],
          difficulty: 1,
        },
      ],
    },
    {
      slug: 'asian-history',
      name: 'Asian History',
      nameMm: 'အာရှ သမိုင်း',
      questions: [
        {
          q: 'Which king founded the Pagan (Bagan) Empire in 1044?',
          options: [
            { value: 'Bayinnaung' },
            { value: 'Anawrahta', correct: true },
            { value: 'Alaungpaya' },
            { value: 'Kyansittha' },
          ],
          difficulty: 2,
        },
        {
          q: 'On what date did Myanmar (Burma) gain independence from Britain?',
          options: [
            { value: '4 January 1948', correct: true },
            { value: '4 February 1948' },
            { value: '15 August 1947' },
            { value: '9 August 1965' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who founded the Mughal Empire in India?',
          options: [
            { value: 'Akbar' },
            { value: 'Humayun' },
            { value: 'Aurangzeb' },
            { value: 'Babur', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which Mughal emperor built the Taj Mahal?',
          options: [
            { value: 'Akbar' },
            { value: 'Aurangzeb' },
            { value: 'Shah Jahan', correct: true },
            { value: 'Jahangir' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who founded the Mongol Empire?',
          options: [
            { value: 'Kublai Khan' },
            { value: 'Genghis Khan', correct: true },
            { value: 'Ögedei Khan' },
            { value: 'Timur' },
          ],
          difficulty: 1,
        },
        {
          q: 'The Meiji Restoration took place in which country?',
          options: [
            { value: 'Japan', correct: true },
            { value: 'China' },
            { value: 'Korea' },
            { value: 'Thailand' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year did Singapore become an independent country?',
          options: [
            { value: '1957' },
            { value: '1963' },
            { value: '1971' },
            { value: '1965', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which Southeast Asian country was never colonised by a European power?',
          options: [
            { value: 'Vietnam' },
            { value: 'Myanmar' },
            { value: 'Thailand', correct: true },
            { value: 'Indonesia' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who was the first Prime Minister of independent India?',
          options: [
            { value: 'Mahatma Gandhi' },
            { value: 'Jawaharlal Nehru', correct: true },
            { value: 'Vallabhbhai Patel' },
            { value: 'Rajendra Prasad' },
          ],
          difficulty: 1,
        },
        {
          q: 'The capital of the Khmer Empire was centred at which site?',
          options: [
            { value: 'Angkor', correct: true },
            { value: 'Ayutthaya' },
            { value: 'Bagan' },
            { value: 'Huế' },
          ],
          difficulty: 2,
        },
        {
          q: 'Most of the Great Wall of China that survives today was built under which dynasty?',
          options: [
            { value: 'Qin' },
            { value: 'Han' },
            { value: 'Tang' },
            { value: 'Ming', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Emperor Ashoka belonged to which Indian dynasty?',
          options: [
            { value: 'Gupta' },
            { value: 'Mughal' },
            { value: 'Maurya', correct: true },
            { value: 'Chola' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year did the Vietnam War end with the fall of Saigon?',
          options: [
            { value: '1968' },
            { value: '1975', correct: true },
            { value: '1973' },
            { value: '1979' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who was the last king of Myanmar, sent into exile by the British in 1885?',
          options: [
            { value: 'Thibaw', correct: true },
            { value: 'Mindon' },
            { value: 'Bodawpaya' },
            { value: 'Bagyidaw' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year was the armistice that halted the Korean War signed?',
          options: [
            { value: '1945' },
            { value: '1950' },
            { value: '1961' },
            { value: '1953', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'The ancient Silk Road linked China with which region?',
          options: [
            { value: 'The Americas' },
            { value: 'Australia' },
            { value: 'The Mediterranean world', correct: true },
            { value: 'Antarctica' },
          ],
          difficulty: 1,
        },
      ],
    },
  ],
};
