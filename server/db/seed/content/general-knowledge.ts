import type { ContentCategory } from '../../../modules/topics/content-file';

/** Broad trivia; one topic is written entirely in Myanmar for Burmese-speaking players. */
export const generalKnowledge: ContentCategory = {
  slug: 'general-knowledge',
  name: 'General Knowledge',
  nameMm: 'အထွေထွေ ဗဟုသုတ',
  topics: [
    {
      slug: 'everyday-facts',
      name: 'Everyday Facts',
      nameMm: 'နေ့စဉ် ဗဟုသုတ',
      questions: [
        {
          q: 'How many days are there in a leap year?',
          options: [
            { value: '366', correct: true },
            { value: '365' },
            { value: '364' },
            { value: '367' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many minutes are there in a full day?',
          options: [
            { value: '1,200' },
            { value: '1,400' },
            { value: '2,400' },
            { value: '1,440', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which planet is closest to the Sun?',
          options: [
            { value: 'Venus' },
            { value: 'Mars' },
            { value: 'Mercury', correct: true },
            { value: 'Earth' },
          ],
          difficulty: 1,
        },
        {
          q: 'At sea level, water freezes at what temperature in degrees Fahrenheit?',
          options: [
            { value: '0 °F' },
            { value: '32 °F', correct: true },
            { value: '100 °F' },
            { value: '212 °F' },
          ],
          difficulty: 2,
        },
        {
          q: 'How many sides does a hexagon have?',
          options: [{ value: '6', correct: true }, { value: '5' }, { value: '7' }, { value: '8' }],
          difficulty: 1,
        },
        {
          q: 'What is the largest ocean on Earth?',
          options: [
            { value: 'Atlantic Ocean' },
            { value: 'Indian Ocean' },
            { value: 'Arctic Ocean' },
            { value: 'Pacific Ocean', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which gas do plants take in from the air to make food by photosynthesis?',
          options: [
            { value: 'Oxygen' },
            { value: 'Nitrogen' },
            { value: 'Carbon dioxide', correct: true },
            { value: 'Helium' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the hardest naturally occurring substance?',
          options: [
            { value: 'Gold' },
            { value: 'Diamond', correct: true },
            { value: 'Quartz' },
            { value: 'Iron' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many bones are there in the adult human body?',
          options: [
            { value: '206', correct: true },
            { value: '196' },
            { value: '212' },
            { value: '306' },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the smallest prime number?',
          options: [{ value: '1' }, { value: '3' }, { value: '0' }, { value: '2', correct: true }],
          difficulty: 2,
        },
        {
          q: 'How many hours are there in a week?',
          options: [
            { value: '144' },
            { value: '160' },
            { value: '168', correct: true },
            { value: '172' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which colour do you get by mixing blue and yellow paint?',
          options: [
            { value: 'Purple' },
            { value: 'Green', correct: true },
            { value: 'Orange' },
            { value: 'Brown' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which language has the most native speakers in the world?',
          options: [
            { value: 'Mandarin Chinese', correct: true },
            { value: 'English' },
            { value: 'Spanish' },
            { value: 'Hindi' },
          ],
          difficulty: 2,
        },
        {
          q: 'What is 50 written in Roman numerals?',
          options: [{ value: 'C' }, { value: 'D' }, { value: 'X' }, { value: 'L', correct: true }],
          difficulty: 2,
        },
        {
          q: 'How many years are there in a century?',
          options: [
            { value: '10' },
            { value: '50' },
            { value: '100', correct: true },
            { value: '1,000' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which is the largest country in South America by area?',
          options: [
            { value: 'Argentina' },
            { value: 'Brazil', correct: true },
            { value: 'Peru' },
            { value: 'Colombia' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'inventions-and-discoveries',
      name: 'Inventions & Discoveries',
      nameMm: 'တီထွင်မှုနှင့် ရှာဖွေတွေ့ရှိမှုများ',
      questions: [
        {
          q: 'Who was granted the first US patent for the telephone in 1876?',
          options: [
            { value: 'Thomas Edison' },
            { value: 'Nikola Tesla' },
            { value: 'Alexander Graham Bell', correct: true },
            { value: 'Guglielmo Marconi' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who invented the World Wide Web?',
          options: [
            { value: 'Bill Gates' },
            { value: 'Tim Berners-Lee', correct: true },
            { value: 'Steve Jobs' },
            { value: 'Vint Cerf' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who made the first powered, controlled aeroplane flight in 1903?',
          options: [
            { value: 'The Wright brothers', correct: true },
            { value: 'The Lumière brothers' },
            { value: 'The Montgolfier brothers' },
            { value: 'The Grimm brothers' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who introduced the movable-type printing press to Europe around 1440?',
          options: [
            { value: 'Leonardo da Vinci' },
            { value: 'William Caxton' },
            { value: 'Galileo Galilei' },
            { value: 'Johannes Gutenberg', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Who discovered penicillin in 1928?',
          options: [
            { value: 'Louis Pasteur' },
            { value: 'Marie Curie' },
            { value: 'Alexander Fleming', correct: true },
            { value: 'Edward Jenner' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who developed the first vaccine, against smallpox, in 1796?',
          options: [
            { value: 'Louis Pasteur' },
            { value: 'Edward Jenner', correct: true },
            { value: 'Jonas Salk' },
            { value: 'Robert Koch' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which company released the first iPhone in 2007?',
          options: [
            { value: 'Apple', correct: true },
            { value: 'Nokia' },
            { value: 'Samsung' },
            { value: 'BlackBerry' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who invented dynamite and later founded the Nobel Prizes?',
          options: [
            { value: 'Alessandro Volta' },
            { value: 'Michael Faraday' },
            { value: 'Rudolf Diesel' },
            { value: 'Alfred Nobel', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Whose injected polio vaccine was licensed in 1955?',
          options: [
            { value: 'Albert Sabin' },
            { value: 'Louis Pasteur' },
            { value: 'Jonas Salk', correct: true },
            { value: 'Robert Koch' },
          ],
          difficulty: 3,
        },
        {
          q: 'Karl Benz is best known for building which invention in 1885–86?',
          options: [
            { value: 'The diesel engine' },
            { value: 'A petrol-powered automobile', correct: true },
            { value: 'The jet engine' },
            { value: 'The electric tram' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which Scottish inventor gave the first public demonstration of television in 1926?',
          options: [
            { value: 'John Logie Baird', correct: true },
            { value: 'Alexander Graham Bell' },
            { value: 'James Watt' },
            { value: 'Philo Farnsworth' },
          ],
          difficulty: 3,
        },
        {
          q: 'Which scientist published the theories of special and general relativity?',
          options: [
            { value: 'Isaac Newton' },
            { value: 'Niels Bohr' },
            { value: 'Max Planck' },
            { value: 'Albert Einstein', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Whose improved steam engine, with a separate condenser, powered the Industrial Revolution?',
          options: [
            { value: 'George Stephenson' },
            { value: 'Isaac Newton' },
            { value: 'James Watt', correct: true },
            { value: 'Henry Ford' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who introduced the moving assembly line for making cars in 1913?',
          options: [
            { value: 'Karl Benz' },
            { value: 'Henry Ford', correct: true },
            { value: 'Ferdinand Porsche' },
            { value: 'Walter Chrysler' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which scientist, with her husband Pierre, discovered polonium and radium?',
          options: [
            { value: 'Marie Curie', correct: true },
            { value: 'Rosalind Franklin' },
            { value: 'Ada Lovelace' },
            { value: 'Lise Meitner' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who formulated the three laws of motion and the law of universal gravitation?',
          options: [
            { value: 'Galileo Galilei' },
            { value: 'Johannes Kepler' },
            { value: 'Nicolaus Copernicus' },
            { value: 'Isaac Newton', correct: true },
          ],
          difficulty: 1,
        },
      ],
    },
    {
      slug: 'world-landmarks',
      name: 'World Landmarks',
      nameMm: 'ကမ္ဘာ့ ထင်ရှားသော နေရာများ',
      isTop: true,
      questions: [
        {
          q: 'In which city is the Eiffel Tower?',
          options: [
            { value: 'Paris', correct: true },
            { value: 'Lyon' },
            { value: 'Brussels' },
            { value: 'Rome' },
          ],
          difficulty: 1,
        },
        {
          q: 'The Taj Mahal stands in which Indian city?',
          options: [
            { value: 'Delhi' },
            { value: 'Jaipur' },
            { value: 'Mumbai' },
            { value: 'Agra', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Machu Picchu is in which country?',
          options: [
            { value: 'Bolivia' },
            { value: 'Chile' },
            { value: 'Peru', correct: true },
            { value: 'Mexico' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which of the Seven Wonders of the Ancient World still stands today?',
          options: [
            { value: 'The Hanging Gardens of Babylon' },
            { value: 'The Great Pyramid of Giza', correct: true },
            { value: 'The Colossus of Rhodes' },
            { value: 'The Lighthouse of Alexandria' },
          ],
          difficulty: 2,
        },
        {
          q: 'The Colosseum is in which city?',
          options: [
            { value: 'Rome', correct: true },
            { value: 'Athens' },
            { value: 'Naples' },
            { value: 'Istanbul' },
          ],
          difficulty: 1,
        },
        {
          q: 'Angkor Wat is in which country?',
          options: [
            { value: 'Thailand' },
            { value: 'Laos' },
            { value: 'Vietnam' },
            { value: 'Cambodia', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'The Statue of Liberty was a gift to the United States from which country?',
          options: [
            { value: 'United Kingdom' },
            { value: 'Spain' },
            { value: 'France', correct: true },
            { value: 'Italy' },
          ],
          difficulty: 1,
        },
        {
          q: 'Petra, the ancient city carved into rock, is in which country?',
          options: [
            { value: 'Egypt' },
            { value: 'Jordan', correct: true },
            { value: 'Israel' },
            { value: 'Saudi Arabia' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which architect designed the Sydney Opera House?',
          options: [
            { value: 'Jørn Utzon', correct: true },
            { value: 'Frank Gehry' },
            { value: 'Zaha Hadid' },
            { value: 'Norman Foster' },
          ],
          difficulty: 3,
        },
        {
          q: 'The Burj Khalifa is in which city?',
          options: [
            { value: 'Abu Dhabi' },
            { value: 'Doha' },
            { value: 'Riyadh' },
            { value: 'Dubai', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'The Christ the Redeemer statue overlooks which city?',
          options: [
            { value: 'São Paulo' },
            { value: 'Buenos Aires' },
            { value: 'Rio de Janeiro', correct: true },
            { value: 'Lisbon' },
          ],
          difficulty: 1,
        },
        {
          q: 'Big Ben is the great bell in the clock tower of which London building?',
          options: [
            { value: 'Buckingham Palace' },
            { value: 'The Palace of Westminster', correct: true },
            { value: 'The Tower of London' },
            { value: "St Paul's Cathedral" },
          ],
          difficulty: 2,
        },
        {
          q: 'Stonehenge is in which part of the United Kingdom?',
          options: [
            { value: 'England', correct: true },
            { value: 'Scotland' },
            { value: 'Wales' },
            { value: 'Northern Ireland' },
          ],
          difficulty: 2,
        },
        {
          q: 'The Maya city of Chichén Itzá is in which country?',
          options: [
            { value: 'Guatemala' },
            { value: 'Peru' },
            { value: 'Honduras' },
            { value: 'Mexico', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'The famous leaning bell tower is in which Italian city?',
          options: [
            { value: 'Florence' },
            { value: 'Venice' },
            { value: 'Pisa', correct: true },
            { value: 'Milan' },
          ],
          difficulty: 1,
        },
        {
          q: 'The Borobudur Buddhist temple is in which country?',
          options: [
            { value: 'Thailand' },
            { value: 'Indonesia', correct: true },
            { value: 'Cambodia' },
            { value: 'Myanmar' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'gk-in-myanmar',
      name: 'General Knowledge in Myanmar',
      nameMm: 'မြန်မာဘာသာဖြင့် အထွေထွေ ဗဟုသုတ',
      questions: [
        {
          q: 'ရက်ထပ်နှစ် မဟုတ်သော သာမန်နှစ်တစ်နှစ်တွင် ရက်ပေါင်း မည်မျှ ရှိသနည်း။',
          options: [
            { value: '၃၅၄ ရက်' },
            { value: '၃၆၀ ရက်' },
            { value: '၃၆၅ ရက်', correct: true },
            { value: '၃၆၆ ရက်' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'ကမ္ဘာပေါ်တွင် အကြီးဆုံး သမုဒ္ဒရာမှာ မည်သည့်သမုဒ္ဒရာ ဖြစ်သနည်း။',
          options: [
            { value: 'အတ္တလန္တိတ်သမုဒ္ဒရာ' },
            { value: 'ပစိဖိတ်သမုဒ္ဒရာ', correct: true },
            { value: 'အိန္ဒိယသမုဒ္ဒရာ' },
            { value: 'အာတိတ်သမုဒ္ဒရာ' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'နေအဖွဲ့အစည်းတွင် အကြီးဆုံး ဂြိုဟ်မှာ မည်သည့်ဂြိုဟ် ဖြစ်သနည်း။',
          options: [
            { value: 'ကြာသပတေးဂြိုဟ်', correct: true },
            { value: 'စနေဂြိုဟ်' },
            { value: 'အင်္ဂါဂြိုဟ်' },
            { value: 'သောကြာဂြိုဟ်' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: '"ဂြိုဟ်နီ" ဟု လူသိများသော ဂြိုဟ်မှာ မည်သည့်ဂြိုဟ် ဖြစ်သနည်း။',
          options: [
            { value: 'ဗုဒ္ဓဟူးဂြိုဟ်' },
            { value: 'ကြာသပတေးဂြိုဟ်' },
            { value: 'သောကြာဂြိုဟ်' },
            { value: 'အင်္ဂါဂြိုဟ်', correct: true },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'ရေ၏ ဓာတုပုံသေနည်းမှာ မည်သည်နည်း။',
          options: [
            { value: 'CO₂' },
            { value: 'O₂' },
            { value: 'H₂O', correct: true },
            { value: 'NaCl' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'ဧရိယာအားဖြင့် ကမ္ဘာပေါ်တွင် အကြီးဆုံး နိုင်ငံမှာ မည်သည့်နိုင်ငံ ဖြစ်သနည်း။',
          options: [
            { value: 'ကနေဒါနိုင်ငံ' },
            { value: 'ရုရှားနိုင်ငံ', correct: true },
            { value: 'တရုတ်နိုင်ငံ' },
            { value: 'အမေရိကန်ပြည်ထောင်စု' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'ဂျပန်နိုင်ငံ၏ မြို့တော်မှာ မည်သည့်မြို့ ဖြစ်သနည်း။',
          options: [
            { value: 'တိုကျို', correct: true },
            { value: 'အိုဆာကာ' },
            { value: 'ကျိုတို' },
            { value: 'ဆိုးလ်' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'ပင်လယ်ရေမျက်နှာပြင် အမြင့်တွင် ရေသည် ဆဲလ်စီးယပ် မည်မျှ ဒီဂရီ၌ ဆူပွက်သနည်း။',
          options: [
            { value: '၈၀ ဒီဂရီ' },
            { value: '၉၀ ဒီဂရီ' },
            { value: '၁၂၀ ဒီဂရီ' },
            { value: '၁၀၀ ဒီဂရီ', correct: true },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'လူ့ခန္ဓာကိုယ်တွင် သွေးကို တစ်ကိုယ်လုံးသို့ ပန့်ထုတ်ပေးသော ကိုယ်အင်္ဂါမှာ မည်သည်နည်း။',
          options: [
            { value: 'အဆုတ်' },
            { value: 'အသည်း' },
            { value: 'နှလုံး', correct: true },
            { value: 'ကျောက်ကပ်' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'ပင်လယ်ရေမျက်နှာပြင်မှ တိုင်းတာလျှင် ကမ္ဘာ့ အမြင့်ဆုံးတောင်မှာ မည်သည့်တောင် ဖြစ်သနည်း။',
          options: [
            { value: 'K2 တောင်' },
            { value: 'ဧဗရက်တောင်', correct: true },
            { value: 'ကီလီမန်ဂျာရိုတောင်' },
            { value: 'ဖူဂျီတောင်' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'အီဖယ်လ်မျှော်စင်သည် မည်သည့်မြို့တွင် တည်ရှိသနည်း။',
          options: [
            { value: 'ပါရီ', correct: true },
            { value: 'လန်ဒန်' },
            { value: 'ရောမ' },
            { value: 'ဘာလင်' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'သက်တံ့တွင် အရောင် မည်မျှ ပါဝင်သည်ဟု အများအားဖြင့် သတ်မှတ်ကြသနည်း။',
          options: [
            { value: '၅ ရောင်' },
            { value: '၆ ရောင်' },
            { value: '၈ ရောင်' },
            { value: '၇ ရောင်', correct: true },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'တြိဂံတစ်ခု၏ အတွင်းထောင့် သုံးခု ပေါင်းလဒ်မှာ မည်မျှ ဖြစ်သနည်း။',
          options: [
            { value: '၉၀ ဒီဂရီ' },
            { value: '၂၇၀ ဒီဂရီ' },
            { value: '၁၈၀ ဒီဂရီ', correct: true },
            { value: '၃၆၀ ဒီဂရီ' },
          ],
          difficulty: 2,
          language: 'mm',
        },
        {
          q: 'ကမ္ဘာပေါ်တွင် အကြီးဆုံး တိုက်ကြီးမှာ မည်သည့်တိုက် ဖြစ်သနည်း။',
          options: [
            { value: 'အာဖရိကတိုက်' },
            { value: 'အာရှတိုက်', correct: true },
            { value: 'ဥရောပတိုက်' },
            { value: 'မြောက်အမေရိကတိုက်' },
          ],
          difficulty: 1,
          language: 'mm',
        },
        {
          q: 'နွေရာသီ အိုလံပစ်အားကစားပွဲကို ပုံမှန်အားဖြင့် နှစ်မည်မျှတွင် တစ်ကြိမ် ကျင်းပသနည်း။',
          options: [
            { value: '၄ နှစ်', correct: true },
            { value: '၂ နှစ်' },
            { value: '၃ နှစ်' },
            { value: '၅ နှစ်' },
          ],
          difficulty: 2,
          language: 'mm',
        },
        {
          q: 'မြန်မာနိုင်ငံ၏ တရားဝင် ငွေကြေးမှာ မည်သည်နည်း။',
          options: [
            { value: 'ဘတ်' },
            { value: 'ရူပီး' },
            { value: 'တာကာ' },
            { value: 'ကျပ်', correct: true },
          ],
          difficulty: 1,
          language: 'mm',
        },
      ],
    },
  ],
};
