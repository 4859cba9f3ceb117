import type { ContentCategory } from '../../../modules/topics/content-file';

/** Records that are final (retired players, past tournaments) so answers do not go stale. */
export const sports: ContentCategory = {
  slug: 'sports',
  name: 'Sports',
  nameMm: 'အားကစား',
  topics: [
    {
      slug: 'football',
      name: 'Football',
      nameMm: 'ဘောလုံး',
      isTop: true,
      questions: [
        {
          q: 'Which country won the first FIFA World Cup in 1930?',
          options: [
            { value: 'Uruguay', correct: true },
            { value: 'Argentina' },
            { value: 'Brazil' },
            { value: 'Italy' },
          ],
          difficulty: 2,
        },
        {
          q: "Which country has won the most men's FIFA World Cups?",
          options: [
            { value: 'Germany' },
            { value: 'Italy' },
            { value: 'Argentina' },
            { value: 'Brazil', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which country won the 2022 FIFA World Cup?',
          options: [
            { value: 'France' },
            { value: 'Croatia' },
            { value: 'Argentina', correct: true },
            { value: 'Morocco' },
          ],
          difficulty: 1,
        },
        {
          q: 'How long is a regulation football match, excluding stoppage time and extra time?',
          options: [
            { value: '80 minutes' },
            { value: '90 minutes', correct: true },
            { value: '100 minutes' },
            { value: '120 minutes' },
          ],
          difficulty: 1,
        },
        {
          q: "How often is the men's FIFA World Cup held?",
          options: [
            { value: 'Every 4 years', correct: true },
            { value: 'Every 2 years' },
            { value: 'Every 3 years' },
            { value: 'Every 5 years' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which club has won the most European Cup / UEFA Champions League titles?',
          options: [
            { value: 'AC Milan' },
            { value: 'Bayern Munich' },
            { value: 'Liverpool' },
            { value: 'Real Madrid', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which footballer is nicknamed "CR7"?',
          options: [
            { value: 'Ronaldo Nazário' },
            { value: 'Ronaldinho' },
            { value: 'Cristiano Ronaldo', correct: true },
            { value: 'Karim Benzema' },
          ],
          difficulty: 1,
        },
        {
          q: 'Pelé played international football for which country?',
          options: [
            { value: 'Argentina' },
            { value: 'Brazil', correct: true },
            { value: 'Portugal' },
            { value: 'Uruguay' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which card does a referee show to send a player off?',
          options: [
            { value: 'Red card', correct: true },
            { value: 'Yellow card' },
            { value: 'Green card' },
            { value: 'Blue card' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which country hosted the 2014 FIFA World Cup?',
          options: [
            { value: 'Germany' },
            { value: 'South Africa' },
            { value: 'Russia' },
            { value: 'Brazil', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which English club is nicknamed "the Red Devils"?',
          options: [
            { value: 'Liverpool' },
            { value: 'Arsenal' },
            { value: 'Manchester United', correct: true },
            { value: 'Chelsea' },
          ],
          difficulty: 2,
        },
        {
          q: 'Diego Maradona\'s "Hand of God" goal at the 1986 World Cup was scored against which team?',
          options: [
            { value: 'West Germany' },
            { value: 'England', correct: true },
            { value: 'Belgium' },
            { value: 'Italy' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which country is the club Bayern Munich based?',
          options: [
            { value: 'Germany', correct: true },
            { value: 'Austria' },
            { value: 'Switzerland' },
            { value: 'Netherlands' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which country won UEFA Euro 2016?',
          options: [
            { value: 'France' },
            { value: 'Germany' },
            { value: 'Spain' },
            { value: 'Portugal', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'How far is the penalty mark from the goal line?',
          options: [
            { value: '9.15 metres (10 yards)' },
            { value: '16.5 metres (18 yards)' },
            { value: '11 metres (12 yards)', correct: true },
            { value: '5.5 metres (6 yards)' },
          ],
          difficulty: 3,
        },
        {
          q: 'Which award does France Football give each year to the best male footballer?',
          options: [
            { value: 'Golden Boot' },
            { value: "Ballon d'Or", correct: true },
            { value: 'Golden Glove' },
            { value: 'Puskás Award' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'cricket',
      name: 'Cricket',
      nameMm: 'ခရစ်ကတ်',
      questions: [
        {
          q: 'How many players are there in a cricket team on the field?',
          options: [
            { value: '9' },
            { value: '10' },
            { value: '11', correct: true },
            { value: '12' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many legal deliveries make up a standard over?',
          options: [{ value: '4' }, { value: '6', correct: true }, { value: '5' }, { value: '8' }],
          difficulty: 1,
        },
        {
          q: "Which team won the first men's Cricket World Cup in 1975?",
          options: [
            { value: 'West Indies', correct: true },
            { value: 'Australia' },
            { value: 'England' },
            { value: 'India' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which batter was the first to score 100 international centuries?',
          options: [
            { value: 'Brian Lara' },
            { value: 'Ricky Ponting' },
            { value: 'Virat Kohli' },
            { value: 'Sachin Tendulkar', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What is it called when a batter is out without scoring a run?',
          options: [
            { value: 'A maiden' },
            { value: 'A yorker' },
            { value: 'A duck', correct: true },
            { value: 'A bye' },
          ],
          difficulty: 1,
        },
        {
          q: 'How long is a cricket pitch from stump to stump?',
          options: [
            { value: '18 yards' },
            { value: '22 yards', correct: true },
            { value: '20 yards' },
            { value: '24 yards' },
          ],
          difficulty: 2,
        },
        {
          q: 'How many runs are scored when the ball crosses the boundary without bouncing?',
          options: [{ value: '6', correct: true }, { value: '4' }, { value: '5' }, { value: '8' }],
          difficulty: 1,
        },
        {
          q: 'In which year did Bangladesh play its first Test match?',
          options: [
            { value: '1997' },
            { value: '1999' },
            { value: '2004' },
            { value: '2000', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: "Which country won the 2011 men's Cricket World Cup?",
          options: [
            { value: 'Sri Lanka' },
            { value: 'Australia' },
            { value: 'India', correct: true },
            { value: 'Pakistan' },
          ],
          difficulty: 2,
        },
        {
          q: 'The Ashes series is played between which two teams?',
          options: [
            { value: 'England and India' },
            { value: 'England and Australia', correct: true },
            { value: 'Australia and New Zealand' },
            { value: 'India and Pakistan' },
          ],
          difficulty: 1,
        },
        {
          q: 'What does LBW stand for?',
          options: [
            { value: 'Leg before wicket', correct: true },
            { value: 'Leg behind wicket' },
            { value: 'Line before wicket' },
            { value: 'Long ball wide' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who holds the record for the highest individual score in a Test innings, 400 not out?',
          options: [
            { value: 'Matthew Hayden' },
            { value: 'Sachin Tendulkar' },
            { value: 'Virender Sehwag' },
            { value: 'Brian Lara', correct: true },
          ],
          difficulty: 3,
        },
        {
          q: 'Which Bangladeshi all-rounder was ranked No. 1 all-rounder in Tests, ODIs and T20Is at the same time?',
          options: [
            { value: 'Mashrafe Mortaza' },
            { value: 'Tamim Iqbal' },
            { value: 'Shakib Al Hasan', correct: true },
            { value: 'Mushfiqur Rahim' },
          ],
          difficulty: 2,
        },
        {
          q: 'How many overs does each side bat in a T20 international?',
          options: [
            { value: '10' },
            { value: '20', correct: true },
            { value: '40' },
            { value: '50' },
          ],
          difficulty: 1,
        },
        {
          q: "In which city is Lord's Cricket Ground?",
          options: [
            { value: 'London', correct: true },
            { value: 'Manchester' },
            { value: 'Birmingham' },
            { value: 'Leeds' },
          ],
          difficulty: 2,
        },
        {
          q: "Which team won the first men's T20 World Cup in 2007?",
          options: [
            { value: 'Pakistan' },
            { value: 'Sri Lanka' },
            { value: 'Australia' },
            { value: 'India', correct: true },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'olympic-games',
      name: 'Olympic Games',
      nameMm: 'အိုလံပစ် အားကစားပွဲ',
      questions: [
        {
          q: 'Where were the first modern Olympic Games held in 1896?',
          options: [
            { value: 'Athens', correct: true },
            { value: 'Paris' },
            { value: 'London' },
            { value: 'Rome' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many rings are there on the Olympic flag?',
          options: [{ value: '4' }, { value: '6' }, { value: '7' }, { value: '5', correct: true }],
          difficulty: 1,
        },
        {
          q: 'Which city hosted the 2020 Summer Olympics, held in 2021?',
          options: [
            { value: 'Beijing' },
            { value: 'Paris' },
            { value: 'Tokyo', correct: true },
            { value: 'Rio de Janeiro' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who has won the most Olympic gold medals?',
          options: [
            { value: 'Usain Bolt' },
            { value: 'Michael Phelps', correct: true },
            { value: 'Carl Lewis' },
            { value: 'Larisa Latynina' },
          ],
          difficulty: 1,
        },
        {
          q: 'Sprinter Usain Bolt represented which country?',
          options: [
            { value: 'Jamaica', correct: true },
            { value: 'United States' },
            { value: 'Trinidad and Tobago' },
            { value: 'Bahamas' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which city hosted the 2024 Summer Olympics?',
          options: [
            { value: 'Los Angeles' },
            { value: 'London' },
            { value: 'Tokyo' },
            { value: 'Paris', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Who founded the International Olympic Committee and revived the modern Games?',
          options: [
            { value: 'Avery Brundage' },
            { value: 'Juan Antonio Samaranch' },
            { value: 'Pierre de Coubertin', correct: true },
            { value: 'Jacques Rogge' },
          ],
          difficulty: 2,
        },
        {
          q: 'How long is the Olympic marathon?',
          options: [
            { value: '36.5 km' },
            { value: '42.195 km', correct: true },
            { value: '40 km' },
            { value: '45.5 km' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which country hosted the 2008 Summer Olympics?',
          options: [
            { value: 'China', correct: true },
            { value: 'Japan' },
            { value: 'Greece' },
            { value: 'United Kingdom' },
          ],
          difficulty: 1,
        },
        {
          q: 'In which sport did Nadia Comăneci score the first perfect 10 at the 1976 Olympics?',
          options: [
            { value: 'Diving' },
            { value: 'Figure skating' },
            { value: 'Swimming' },
            { value: 'Gymnastics', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which city hosted the 2022 Winter Olympics?',
          options: [
            { value: 'Sochi' },
            { value: 'PyeongChang' },
            { value: 'Beijing', correct: true },
            { value: 'Vancouver' },
          ],
          difficulty: 2,
        },
        {
          q: 'What does the Olympic motto "Citius, Altius, Fortius" mean?',
          options: [
            { value: 'Bigger, Better, Bolder' },
            { value: 'Faster, Higher, Stronger', correct: true },
            { value: 'Peace, Unity, Friendship' },
            { value: 'Strength, Honour, Glory' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which country has won the most Summer Olympic medals in total?',
          options: [
            { value: 'United States', correct: true },
            { value: 'Soviet Union' },
            { value: 'China' },
            { value: 'Great Britain' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which city will host the 2028 Summer Olympics?',
          options: [
            { value: 'Brisbane' },
            { value: 'Madrid' },
            { value: 'Paris' },
            { value: 'Los Angeles', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Jesse Owens won four gold medals at which Olympic Games?',
          options: [
            { value: 'Los Angeles 1932' },
            { value: 'London 1948' },
            { value: 'Berlin 1936', correct: true },
            { value: 'Amsterdam 1928' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'tennis',
      name: 'Tennis',
      nameMm: 'တင်းနစ်',
      questions: [
        {
          q: 'Which Grand Slam tournament is played on clay courts?',
          options: [
            { value: 'Wimbledon' },
            { value: 'US Open' },
            { value: 'French Open', correct: true },
            { value: 'Australian Open' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which Grand Slam tournament is played on grass courts?',
          options: [
            { value: 'French Open' },
            { value: 'Wimbledon', correct: true },
            { value: 'US Open' },
            { value: 'Australian Open' },
          ],
          difficulty: 1,
        },
        {
          q: 'In tennis scoring, what is a score of zero called?',
          options: [
            { value: 'Love', correct: true },
            { value: 'Nil' },
            { value: 'Duck' },
            { value: 'Blank' },
          ],
          difficulty: 1,
        },
        {
          q: 'Rafael Nadal is from which country?',
          options: [
            { value: 'Argentina' },
            { value: 'Italy' },
            { value: 'Portugal' },
            { value: 'Spain', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: "How many French Open men's singles titles did Rafael Nadal win?",
          options: [
            { value: '12' },
            { value: '13' },
            { value: '14', correct: true },
            { value: '15' },
          ],
          difficulty: 2,
        },
        {
          q: 'Roger Federer represented which country?',
          options: [
            { value: 'Austria' },
            { value: 'Switzerland', correct: true },
            { value: 'Germany' },
            { value: 'Sweden' },
          ],
          difficulty: 1,
        },
        {
          q: 'After deuce, what is the next point won by a player called?',
          options: [
            { value: 'Advantage', correct: true },
            { value: 'Break' },
            { value: 'Let' },
            { value: 'Set point' },
          ],
          difficulty: 2,
        },
        {
          q: 'In which city is Wimbledon played?',
          options: [
            { value: 'Paris' },
            { value: 'Melbourne' },
            { value: 'New York' },
            { value: 'London', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'In which city is the Australian Open held?',
          options: [
            { value: 'Sydney' },
            { value: 'Brisbane' },
            { value: 'Melbourne', correct: true },
            { value: 'Perth' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is a legal serve that the receiver fails to touch called?',
          options: [
            { value: 'A let' },
            { value: 'An ace', correct: true },
            { value: 'A volley' },
            { value: 'A lob' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many Grand Slam singles titles did Serena Williams win?',
          options: [
            { value: '23', correct: true },
            { value: '20' },
            { value: '22' },
            { value: '24' },
          ],
          difficulty: 3,
        },
        {
          q: "What is the maximum number of sets in a men's Grand Slam singles match?",
          options: [{ value: '3' }, { value: '4' }, { value: '7' }, { value: '5', correct: true }],
          difficulty: 2,
        },
        {
          q: 'Which player became the first man to win 24 Grand Slam singles titles?',
          options: [
            { value: 'Roger Federer' },
            { value: 'Rafael Nadal' },
            { value: 'Novak Djokovic', correct: true },
            { value: 'Pete Sampras' },
          ],
          difficulty: 2,
        },
        {
          q: 'What surface is the US Open played on?',
          options: [
            { value: 'Clay' },
            { value: 'Hard court', correct: true },
            { value: 'Grass' },
            { value: 'Carpet' },
          ],
          difficulty: 2,
        },
        {
          q: 'In a standard set, at what game score is a tiebreak usually played?',
          options: [
            { value: '6–6', correct: true },
            { value: '4–4' },
            { value: '5–5' },
            { value: '7–7' },
          ],
          difficulty: 2,
        },
        {
          q: "What is it called when the receiver wins a game against the opponent's serve?",
          options: [
            { value: 'An ace' },
            { value: 'A let' },
            { value: 'A deuce' },
            { value: 'A break of serve', correct: true },
          ],
          difficulty: 2,
        },
      ],
    },
  ],
};
