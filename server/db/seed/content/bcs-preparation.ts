import type { ContentCategory } from '../../../modules/topics/content-file';

/** Practice for the Bangladesh Civil Service preliminary exam, written in English. */
export const bcsPreparation: ContentCategory = {
  slug: 'bcs-preparation',
  name: 'BCS Preparation',
  nameMm: 'BCS စာမေးပွဲ ပြင်ဆင်မှု',
  isBcs: true,
  topics: [
    {
      slug: 'bangladesh-affairs',
      name: 'Bangladesh Affairs',
      nameMm: 'ဘင်္ဂလားဒေ့ရှ် ရေးရာ',
      isTop: true,
      questions: [
        {
          q: "On which date is Bangladesh's Independence Day celebrated?",
          options: [
            { value: '16 December' },
            { value: '26 March', correct: true },
            { value: '21 February' },
            { value: '15 August' },
          ],
          difficulty: 1,
        },
        {
          q: 'On which date is Victory Day celebrated in Bangladesh?',
          options: [
            { value: '16 December', correct: true },
            { value: '26 March' },
            { value: '21 February' },
            { value: '7 March' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the national flower of Bangladesh?',
          options: [
            { value: 'Rose' },
            { value: 'Lotus' },
            { value: 'Jasmine' },
            { value: 'Water lily (shapla)', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the national animal of Bangladesh?',
          options: [
            { value: 'Asian elephant' },
            { value: 'Spotted deer' },
            { value: 'Royal Bengal tiger', correct: true },
            { value: 'Clouded leopard' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year did UNESCO proclaim 21 February as International Mother Language Day?',
          options: [
            { value: '1952' },
            { value: '1999', correct: true },
            { value: '1971' },
            { value: '2005' },
          ],
          difficulty: 2,
        },
        {
          q: "The Sundarbans is the world's largest forest of which type?",
          options: [
            { value: 'Mangrove forest', correct: true },
            { value: 'Tropical rainforest' },
            { value: 'Pine forest' },
            { value: 'Bamboo forest' },
          ],
          difficulty: 1,
        },
        {
          q: "Which beach in Bangladesh is often called the world's longest natural sea beach?",
          options: [
            { value: 'Kuakata' },
            { value: 'Patenga' },
            { value: 'Parki' },
            { value: "Cox's Bazar", correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the only coral island of Bangladesh?',
          options: [
            { value: 'Bhola' },
            { value: 'Hatiya' },
            { value: "Saint Martin's Island", correct: true },
            { value: 'Sandwip' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the name of the national parliament of Bangladesh?',
          options: [
            { value: 'Lok Sabha' },
            { value: 'Jatiya Sangsad', correct: true },
            { value: 'Majlis-e-Shura' },
            { value: 'Pyidaungsu Hluttaw' },
          ],
          difficulty: 1,
        },
        {
          q: 'Bangladesh shares land borders with which two countries?',
          options: [
            { value: 'India and Myanmar', correct: true },
            { value: 'India and Nepal' },
            { value: 'Myanmar and Bhutan' },
            { value: 'India and China' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year did the Padma Multipurpose Bridge open to traffic?',
          options: [
            { value: '2019' },
            { value: '2020' },
            { value: '2023' },
            { value: '2022', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'How many administrative divisions does Bangladesh have?',
          options: [{ value: '6' }, { value: '7' }, { value: '8', correct: true }, { value: '9' }],
          difficulty: 2,
        },
        {
          q: 'How many districts does Bangladesh have?',
          options: [
            { value: '60' },
            { value: '64', correct: true },
            { value: '68' },
            { value: '72' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which monument in Dhaka commemorates the martyrs of the 1952 Language Movement?',
          options: [
            { value: 'Central Shaheed Minar', correct: true },
            { value: 'Jatiyo Smriti Soudho' },
            { value: 'Aparajeyo Bangla' },
            { value: 'Lalbagh Fort' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year did Bangladesh become a member of the United Nations?',
          options: [
            { value: '1971' },
            { value: '1972' },
            { value: '1975' },
            { value: '1974', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'After entering Bangladesh, the main channel of the Brahmaputra is known by which name?',
          options: [
            { value: 'Padma' },
            { value: 'Meghna' },
            { value: 'Jamuna', correct: true },
            { value: 'Karnaphuli' },
          ],
          difficulty: 3,
        },
      ],
    },
    {
      slug: 'bangla-language-and-literature',
      name: 'Bangla Language & Literature',
      nameMm: 'ဘင်္ဂါလီ ဘာသာစကားနှင့် စာပေ',
      questions: [
        {
          q: 'Who wrote "Amar Shonar Bangla", the national anthem of Bangladesh?',
          options: [
            { value: 'Kazi Nazrul Islam' },
            { value: 'Jibanananda Das' },
            { value: 'Jasimuddin' },
            { value: 'Rabindranath Tagore', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Who is the national poet of Bangladesh?',
          options: [
            { value: 'Rabindranath Tagore' },
            { value: 'Jasimuddin' },
            { value: 'Kazi Nazrul Islam', correct: true },
            { value: 'Michael Madhusudan Dutt' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year did Rabindranath Tagore win the Nobel Prize in Literature?',
          options: [
            { value: '1901' },
            { value: '1913', correct: true },
            { value: '1921' },
            { value: '1941' },
          ],
          difficulty: 1,
        },
        {
          q: 'For which collection of poems did Tagore win the Nobel Prize?',
          options: [
            { value: 'Gitanjali', correct: true },
            { value: 'Gora' },
            { value: 'Chokher Bali' },
            { value: 'Sonar Tori' },
          ],
          difficulty: 2,
        },
        {
          q: 'Kazi Nazrul Islam is popularly known by which title?',
          options: [
            { value: 'Palli Kobi (the Rural Poet)' },
            { value: 'Biswa Kobi (the World Poet)' },
            { value: 'Kishore Kobi (the Teenage Poet)' },
            { value: 'Bidrohi Kobi (the Rebel Poet)', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which poet is known as "Palli Kobi" (the Rural Poet)?',
          options: [
            { value: 'Sukanta Bhattacharya' },
            { value: 'Kazi Nazrul Islam' },
            { value: 'Jasimuddin', correct: true },
            { value: 'Shamsur Rahman' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who wrote the narrative poem "Nakshi Kanthar Math"?',
          options: [
            { value: 'Rabindranath Tagore' },
            { value: 'Jasimuddin', correct: true },
            { value: 'Kazi Nazrul Islam' },
            { value: 'Sukanta Bhattacharya' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who wrote "Meghnad Badh Kavya" and introduced blank verse (amitrakshar chhanda) to Bangla poetry?',
          options: [
            { value: 'Michael Madhusudan Dutt', correct: true },
            { value: 'Bankim Chandra Chattopadhyay' },
            { value: 'Ishwar Chandra Vidyasagar' },
            { value: 'Rabindranath Tagore' },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the earliest known work of Bangla literature?',
          options: [
            { value: 'Shreekrishna Kirtan' },
            { value: 'Manasamangal' },
            { value: 'Gitanjali' },
            { value: 'Charyapada', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Who discovered the Charyapada manuscript in Nepal in 1907?',
          options: [
            { value: 'Muhammad Shahidullah' },
            { value: 'Suniti Kumar Chatterji' },
            { value: 'Haraprasad Shastri', correct: true },
            { value: 'Dinesh Chandra Sen' },
          ],
          difficulty: 3,
        },
        {
          q: 'Who wrote the novel "Padma Nadir Majhi"?',
          options: [
            { value: 'Sarat Chandra Chattopadhyay' },
            { value: 'Manik Bandopadhyay', correct: true },
            { value: 'Bibhutibhushan Bandyopadhyay' },
            { value: 'Tarashankar Bandyopadhyay' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who wrote the novel "Pather Panchali"?',
          options: [
            { value: 'Bibhutibhushan Bandyopadhyay', correct: true },
            { value: 'Satyajit Ray' },
            { value: 'Manik Bandopadhyay' },
            { value: 'Sarat Chandra Chattopadhyay' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which poet wrote "Banalata Sen"?',
          options: [
            { value: 'Sukanta Bhattacharya' },
            { value: 'Kazi Nazrul Islam' },
            { value: 'Shamsur Rahman' },
            { value: 'Jibanananda Das', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Who wrote the novel "Durgeshnandini" (1865)?',
          options: [
            { value: 'Peary Chand Mitra' },
            { value: 'Ishwar Chandra Vidyasagar' },
            { value: 'Bankim Chandra Chattopadhyay', correct: true },
            { value: 'Dinabandhu Mitra' },
          ],
          difficulty: 3,
        },
        {
          q: 'The Bangla script ultimately descends from which ancient script?',
          options: [
            { value: 'Kharosthi' },
            { value: 'Brahmi', correct: true },
            { value: 'Arabic' },
            { value: 'Latin' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who wrote the novel "Lalsalu" (Tree Without Roots)?',
          options: [
            { value: 'Syed Waliullah', correct: true },
            { value: 'Humayun Ahmed' },
            { value: 'Shahidullah Kaiser' },
            { value: 'Akhtaruzzaman Elias' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'international-affairs',
      name: 'International Affairs',
      nameMm: 'နိုင်ငံတကာ ရေးရာ',
      questions: [
        {
          q: 'Where is the headquarters of the United Nations?',
          options: [
            { value: 'Geneva' },
            { value: 'New York', correct: true },
            { value: 'Paris' },
            { value: 'Vienna' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many permanent members does the UN Security Council have?',
          options: [
            { value: '5', correct: true },
            { value: '7' },
            { value: '10' },
            { value: '15' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which of these countries is a permanent member of the UN Security Council?',
          options: [
            { value: 'Germany' },
            { value: 'Japan' },
            { value: 'India' },
            { value: 'France', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Where is the SAARC Secretariat located?',
          options: [
            { value: 'Dhaka' },
            { value: 'New Delhi' },
            { value: 'Kathmandu', correct: true },
            { value: 'Colombo' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which year was ASEAN founded?',
          options: [
            { value: '1965' },
            { value: '1967', correct: true },
            { value: '1971' },
            { value: '1975' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which city is the ASEAN Secretariat?',
          options: [
            { value: 'Jakarta', correct: true },
            { value: 'Bangkok' },
            { value: 'Kuala Lumpur' },
            { value: 'Manila' },
          ],
          difficulty: 2,
        },
        {
          q: 'Where is the headquarters of the World Health Organization (WHO)?',
          options: [
            { value: 'New York' },
            { value: 'Paris' },
            { value: 'Vienna' },
            { value: 'Geneva', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Where is the headquarters of UNESCO?',
          options: [
            { value: 'Geneva' },
            { value: 'Rome' },
            { value: 'Paris', correct: true },
            { value: 'New York' },
          ],
          difficulty: 2,
        },
        {
          q: 'How many member states has the European Union had since the United Kingdom left in 2020?',
          options: [
            { value: '25' },
            { value: '27', correct: true },
            { value: '28' },
            { value: '30' },
          ],
          difficulty: 2,
        },
        {
          q: 'Where does the International Court of Justice sit?',
          options: [
            { value: 'The Hague', correct: true },
            { value: 'Geneva' },
            { value: 'Brussels' },
            { value: 'New York' },
          ],
          difficulty: 2,
        },
        {
          q: 'Who was the first Secretary-General of the United Nations?',
          options: [
            { value: 'Dag Hammarskjöld' },
            { value: 'U Thant' },
            { value: 'Kofi Annan' },
            { value: 'Trygve Lie', correct: true },
          ],
          difficulty: 3,
        },
        {
          q: 'U Thant, the third UN Secretary-General, came from which country?',
          options: [
            { value: 'Thailand' },
            { value: 'Ghana' },
            { value: 'Myanmar (Burma)', correct: true },
            { value: 'Egypt' },
          ],
          difficulty: 2,
        },
        {
          q: 'The Paris Agreement of 2015 deals mainly with which issue?',
          options: [
            { value: 'Nuclear disarmament' },
            { value: 'Climate change', correct: true },
            { value: 'International trade' },
            { value: 'Refugee protection' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which year was NATO founded?',
          options: [
            { value: '1949', correct: true },
            { value: '1945' },
            { value: '1955' },
            { value: '1961' },
          ],
          difficulty: 2,
        },
        {
          q: 'The IMF and the World Bank were created at which 1944 conference?',
          options: [
            { value: 'Yalta Conference' },
            { value: 'Potsdam Conference' },
            { value: 'Dumbarton Oaks Conference' },
            { value: 'Bretton Woods Conference', correct: true },
          ],
          difficulty: 3,
        },
        {
          q: 'Where is the headquarters of OPEC?',
          options: [
            { value: 'Riyadh' },
            { value: 'Geneva' },
            { value: 'Vienna', correct: true },
            { value: 'Kuwait City' },
          ],
          difficulty: 3,
        },
      ],
    },
    {
      slug: 'mental-ability-and-maths',
      name: 'Mental Ability & Maths',
      nameMm: 'ဉာဏ်စမ်းနှင့် သင်္ချာ',
      questions: [
        {
          q: 'What is 15% of 200?',
          options: [
            { value: '15' },
            { value: '20' },
            { value: '35' },
            { value: '30', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What comes next in the series 2, 6, 12, 20, 30, …?',
          options: [
            { value: '36' },
            { value: '40' },
            { value: '42', correct: true },
            { value: '44' },
          ],
          difficulty: 2,
        },
        {
          q: 'A train covers 240 km in 3 hours. What is its average speed?',
          options: [
            { value: '60 km/h' },
            { value: '80 km/h', correct: true },
            { value: '72 km/h' },
            { value: '90 km/h' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which of these numbers is NOT a perfect square?',
          options: [
            { value: '180', correct: true },
            { value: '121' },
            { value: '144' },
            { value: '169' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the simple interest on 5,000 taka at 10% per year for 3 years?',
          options: [
            { value: '500 taka' },
            { value: '1,000 taka' },
            { value: '1,800 taka' },
            { value: '1,500 taka', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the LCM of 12 and 18?',
          options: [
            { value: '6' },
            { value: '54' },
            { value: '36', correct: true },
            { value: '72' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the HCF (GCD) of 48 and 36?',
          options: [
            { value: '6' },
            { value: '12', correct: true },
            { value: '18' },
            { value: '24' },
          ],
          difficulty: 1,
        },
        {
          q: '5 workers finish a job in 12 days. Working at the same rate, how many days would 10 workers take?',
          options: [
            { value: '6', correct: true },
            { value: '8' },
            { value: '10' },
            { value: '24' },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the sum of the interior angles of a pentagon?',
          options: [
            { value: '360°' },
            { value: '450°' },
            { value: '720°' },
            { value: '540°', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the average of 10, 20, 30, 40 and 50?',
          options: [
            { value: '25' },
            { value: '35' },
            { value: '30', correct: true },
            { value: '150' },
          ],
          difficulty: 1,
        },
        {
          q: 'An item bought for 400 taka is sold for 500 taka. What is the profit percentage?',
          options: [
            { value: '10%' },
            { value: '25%', correct: true },
            { value: '20%' },
            { value: '100%' },
          ],
          difficulty: 2,
        },
        {
          q: 'If today is Monday, what day of the week will it be 100 days from today?',
          options: [
            { value: 'Wednesday', correct: true },
            { value: 'Tuesday' },
            { value: 'Thursday' },
            { value: 'Friday' },
          ],
          difficulty: 2,
        },
        {
          q: 'If 120 is divided in the ratio 1 : 3, what is the larger part?',
          options: [
            { value: '30' },
            { value: '60' },
            { value: '80' },
            { value: '90', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the smaller angle between the hour and minute hands of a clock at 3:30?',
          options: [
            { value: '60°' },
            { value: '80°' },
            { value: '75°', correct: true },
            { value: '90°' },
          ],
          difficulty: 3,
        },
        {
          q: "A is B's brother, and B is C's mother. How is A related to C?",
          options: [
            { value: 'Father' },
            { value: 'Uncle', correct: true },
            { value: 'Brother' },
            { value: 'Cousin' },
          ],
          difficulty: 2,
        },
        {
          q: 'What comes next in the series A, C, F, J, O, …?',
          options: [{ value: 'U', correct: true }, { value: 'S' }, { value: 'T' }, { value: 'V' }],
          difficulty: 3,
        },
      ],
    },
  ],
};
