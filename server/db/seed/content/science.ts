import type { ContentCategory } from '../../../modules/topics/content-file';

/** School-level science facts that stay true over time. */
export const science: ContentCategory = {
  slug: 'science',
  name: 'Science',
  nameMm: 'သိပ္ပံ',
  topics: [
    {
      slug: 'human-body',
      name: 'Human Body',
      nameMm: 'လူ့ခန္ဓာကိုယ်',
      isTop: true,
      questions: [
        {
          q: 'What is the largest organ of the human body?',
          options: [
            { value: 'Liver' },
            { value: 'Skin', correct: true },
            { value: 'Brain' },
            { value: 'Lungs' },
          ],
          difficulty: 2,
        },
        {
          q: 'How many chambers does the human heart have?',
          options: [{ value: '4', correct: true }, { value: '2' }, { value: '3' }, { value: '6' }],
          difficulty: 1,
        },
        {
          q: 'Which blood cells carry oxygen around the body?',
          options: [
            { value: 'White blood cells' },
            { value: 'Platelets' },
            { value: 'Plasma cells' },
            { value: 'Red blood cells', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the smallest bone in the human body?',
          options: [
            { value: 'Incus' },
            { value: 'Patella' },
            { value: 'Stapes', correct: true },
            { value: 'Clavicle' },
          ],
          difficulty: 3,
        },
        {
          q: 'What is the longest bone in the human body?',
          options: [
            { value: 'Tibia' },
            { value: 'Femur', correct: true },
            { value: 'Humerus' },
            { value: 'Radius' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which organ produces insulin?',
          options: [
            { value: 'Pancreas', correct: true },
            { value: 'Liver' },
            { value: 'Kidney' },
            { value: 'Stomach' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which pigment gives human skin, hair and eyes their colour?',
          options: [
            { value: 'Haemoglobin' },
            { value: 'Keratin' },
            { value: 'Chlorophyll' },
            { value: 'Melanin', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the normal human body temperature, approximately?',
          options: [
            { value: '35 °C' },
            { value: '39 °C' },
            { value: '37 °C', correct: true },
            { value: '40 °C' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which organs filter the blood to make urine?',
          options: [
            { value: 'Liver' },
            { value: 'Kidneys', correct: true },
            { value: 'Spleen' },
            { value: 'Bladder' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many permanent teeth does an adult have, including wisdom teeth?',
          options: [
            { value: '32', correct: true },
            { value: '28' },
            { value: '30' },
            { value: '36' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which vitamin does the skin make when exposed to sunlight?',
          options: [
            { value: 'Vitamin A' },
            { value: 'Vitamin C' },
            { value: 'Vitamin K' },
            { value: 'Vitamin D', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What are the tiny air sacs in the lungs where gas exchange happens called?',
          options: [
            { value: 'Bronchi' },
            { value: 'Villi' },
            { value: 'Alveoli', correct: true },
            { value: 'Nephrons' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which part of the brain mainly controls balance and coordination?',
          options: [
            { value: 'Cerebrum' },
            { value: 'Cerebellum', correct: true },
            { value: 'Medulla oblongata' },
            { value: 'Hypothalamus' },
          ],
          difficulty: 3,
        },
        {
          q: 'Which blood type is known as the universal red-cell donor?',
          options: [
            { value: 'O negative', correct: true },
            { value: 'AB positive' },
            { value: 'A positive' },
            { value: 'B negative' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which part of the eye controls how much light enters it?',
          options: [
            { value: 'Retina' },
            { value: 'Cornea' },
            { value: 'Lens' },
            { value: 'Iris', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'What tissue connects muscles to bones?',
          options: [
            { value: 'Ligaments' },
            { value: 'Cartilage' },
            { value: 'Tendons', correct: true },
            { value: 'Nerves' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'chemistry-basics',
      name: 'Chemistry Basics',
      nameMm: 'ဓာတုဗေဒ အခြေခံ',
      questions: [
        {
          q: 'What is the chemical symbol for gold?',
          options: [
            { value: 'Ag' },
            { value: 'Go' },
            { value: 'Gd' },
            { value: 'Au', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'The chemical symbol Na stands for which element?',
          options: [
            { value: 'Nitrogen' },
            { value: 'Neon' },
            { value: 'Sodium', correct: true },
            { value: 'Nickel' },
          ],
          difficulty: 1,
        },
        {
          q: "Which gas makes up most of Earth's atmosphere?",
          options: [
            { value: 'Oxygen' },
            { value: 'Nitrogen', correct: true },
            { value: 'Carbon dioxide' },
            { value: 'Argon' },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the pH of pure water at 25 °C?',
          options: [{ value: '7', correct: true }, { value: '0' }, { value: '5' }, { value: '14' }],
          difficulty: 1,
        },
        {
          q: 'What is the atomic number of carbon?',
          options: [{ value: '12' }, { value: '8' }, { value: '4' }, { value: '6', correct: true }],
          difficulty: 2,
        },
        {
          q: 'Which element has the chemical symbol Fe?',
          options: [
            { value: 'Fluorine' },
            { value: 'Francium' },
            { value: 'Iron', correct: true },
            { value: 'Fermium' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the chemical name of common table salt?',
          options: [
            { value: 'Potassium chloride' },
            { value: 'Sodium chloride', correct: true },
            { value: 'Sodium bicarbonate' },
            { value: 'Calcium carbonate' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the lightest chemical element?',
          options: [
            { value: 'Hydrogen', correct: true },
            { value: 'Helium' },
            { value: 'Lithium' },
            { value: 'Oxygen' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which noble gas glows red-orange in classic advertising signs?',
          options: [
            { value: 'Argon' },
            { value: 'Xenon' },
            { value: 'Radon' },
            { value: 'Neon', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which metal is a liquid at room temperature?',
          options: [
            { value: 'Lead' },
            { value: 'Aluminium' },
            { value: 'Mercury', correct: true },
            { value: 'Tin' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the chemical formula of carbon dioxide?',
          options: [
            { value: 'CO' },
            { value: 'CO₂', correct: true },
            { value: 'C₂O' },
            { value: 'CH₄' },
          ],
          difficulty: 1,
        },
        {
          q: 'A solution with a pH below 7 is…',
          options: [
            { value: 'Acidic', correct: true },
            { value: 'Alkaline' },
            { value: 'Neutral' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who published the first widely recognised periodic table in 1869?',
          options: [
            { value: 'John Dalton' },
            { value: 'Niels Bohr' },
            { value: 'Antoine Lavoisier' },
            { value: 'Dmitri Mendeleev', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which particle in an atom carries a negative charge?',
          options: [
            { value: 'Proton' },
            { value: 'Neutron' },
            { value: 'Electron', correct: true },
            { value: 'Nucleus' },
          ],
          difficulty: 1,
        },
        {
          q: 'The chemical symbol K stands for which element?',
          options: [
            { value: 'Krypton' },
            { value: 'Potassium', correct: true },
            { value: 'Calcium' },
            { value: 'Cobalt' },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the chemical symbol for silver?',
          options: [
            { value: 'Ag', correct: true },
            { value: 'Si' },
            { value: 'Sv' },
            { value: 'Au' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'space-and-astronomy',
      name: 'Space & Astronomy',
      nameMm: 'အာကာသနှင့် နက္ခတ္တဗေဒ',
      isTop: true,
      questions: [
        {
          q: 'Which is the largest planet in our solar system?',
          options: [
            { value: 'Saturn' },
            { value: 'Jupiter', correct: true },
            { value: 'Neptune' },
            { value: 'Earth' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which planet is known as the Red Planet?',
          options: [
            { value: 'Mars', correct: true },
            { value: 'Venus' },
            { value: 'Jupiter' },
            { value: 'Mercury' },
          ],
          difficulty: 1,
        },
        {
          q: 'Who was the first person to walk on the Moon?',
          options: [
            { value: 'Buzz Aldrin' },
            { value: 'Yuri Gagarin' },
            { value: 'Michael Collins' },
            { value: 'Neil Armstrong', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Who was the first human to travel into space?',
          options: [
            { value: 'Neil Armstrong' },
            { value: 'Alan Shepard' },
            { value: 'Yuri Gagarin', correct: true },
            { value: 'John Glenn' },
          ],
          difficulty: 1,
        },
        {
          q: 'About how long does sunlight take to reach Earth?',
          options: [
            { value: 'About 8 seconds' },
            { value: 'About 8 minutes', correct: true },
            { value: 'About 1 hour' },
            { value: 'About 1 day' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which planet has the largest and brightest ring system?',
          options: [
            { value: 'Saturn', correct: true },
            { value: 'Jupiter' },
            { value: 'Uranus' },
            { value: 'Mars' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the name of the galaxy that contains our solar system?',
          options: [
            { value: 'Andromeda' },
            { value: 'Triangulum' },
            { value: 'Whirlpool' },
            { value: 'The Milky Way', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which is the hottest planet in our solar system?',
          options: [
            { value: 'Mercury' },
            { value: 'Mars' },
            { value: 'Venus', correct: true },
            { value: 'Jupiter' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which former ninth planet was reclassified as a dwarf planet in 2006?',
          options: [
            { value: 'Ceres' },
            { value: 'Pluto', correct: true },
            { value: 'Eris' },
            { value: 'Makemake' },
          ],
          difficulty: 1,
        },
        {
          q: 'Titan is a moon of which planet?',
          options: [
            { value: 'Saturn', correct: true },
            { value: 'Jupiter' },
            { value: 'Uranus' },
            { value: 'Neptune' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which space telescope was launched in 1990?',
          options: [
            { value: 'James Webb' },
            { value: 'Kepler' },
            { value: 'Spitzer' },
            { value: 'Hubble', correct: true },
          ],
          difficulty: 2,
        },
        {
          q: 'Which planet rotates on its side, with an axial tilt of about 98°?',
          options: [
            { value: 'Neptune' },
            { value: 'Saturn' },
            { value: 'Uranus', correct: true },
            { value: 'Venus' },
          ],
          difficulty: 3,
        },
        {
          q: 'What is the largest moon in the solar system?',
          options: [
            { value: 'Titan' },
            { value: 'Ganymede', correct: true },
            { value: 'Callisto' },
            { value: "Earth's Moon" },
          ],
          difficulty: 3,
        },
        {
          q: 'Which star is closest to Earth?',
          options: [
            { value: 'The Sun', correct: true },
            { value: 'Proxima Centauri' },
            { value: 'Sirius' },
            { value: 'Polaris' },
          ],
          difficulty: 2,
        },
        {
          q: 'A light-year is a unit of…',
          options: [
            { value: 'Time' },
            { value: 'Brightness' },
            { value: 'Mass' },
            { value: 'Distance', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which mission first landed humans on the Moon?',
          options: [
            { value: 'Apollo 13' },
            { value: 'Gemini 4' },
            { value: 'Apollo 11', correct: true },
            { value: 'Vostok 1' },
          ],
          difficulty: 2,
        },
      ],
    },
    {
      slug: 'animal-kingdom',
      name: 'Animal Kingdom',
      nameMm: 'တိရစ္ဆာန် လောက',
      questions: [
        {
          q: 'What is the largest mammal on Earth?',
          options: [
            { value: 'African elephant' },
            { value: 'Sperm whale' },
            { value: 'Giraffe' },
            { value: 'Blue whale', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'What is the fastest land animal?',
          options: [
            { value: 'Lion' },
            { value: 'Pronghorn' },
            { value: 'Cheetah', correct: true },
            { value: 'Greyhound' },
          ],
          difficulty: 1,
        },
        {
          q: 'How many legs does a spider have?',
          options: [
            { value: '6' },
            { value: '8', correct: true },
            { value: '10' },
            { value: '12' },
          ],
          difficulty: 1,
        },
        {
          q: 'Which is the largest living bird?',
          options: [
            { value: 'Ostrich', correct: true },
            { value: 'Emu' },
            { value: 'Albatross' },
            { value: 'Condor' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is a group of lions called?',
          options: [
            { value: 'A pack' },
            { value: 'A herd' },
            { value: 'A flock' },
            { value: 'A pride', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which of these mammals can truly fly, not just glide?',
          options: [
            { value: 'Flying squirrel' },
            { value: 'Colugo' },
            { value: 'Bat', correct: true },
            { value: 'Sugar glider' },
          ],
          difficulty: 2,
        },
        {
          q: 'Which is the largest species of big cat?',
          options: [
            { value: 'Lion' },
            { value: 'Tiger', correct: true },
            { value: 'Jaguar' },
            { value: 'Leopard' },
          ],
          difficulty: 2,
        },
        {
          q: 'How many hearts does an octopus have?',
          options: [{ value: '3', correct: true }, { value: '1' }, { value: '2' }, { value: '4' }],
          difficulty: 2,
        },
        {
          q: 'What do giant pandas mainly eat?',
          options: [
            { value: 'Eucalyptus leaves' },
            { value: 'Fish' },
            { value: 'Fruit' },
            { value: 'Bamboo', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'Which animal is known as the "ship of the desert"?',
          options: [
            { value: 'Horse' },
            { value: 'Donkey' },
            { value: 'Camel', correct: true },
            { value: 'Elephant' },
          ],
          difficulty: 1,
        },
        {
          q: 'What is a baby kangaroo called?',
          options: [
            { value: 'A cub' },
            { value: 'A joey', correct: true },
            { value: 'A kid' },
            { value: 'A calf' },
          ],
          difficulty: 2,
        },
        {
          q: 'What is the largest living reptile?',
          options: [
            { value: 'Saltwater crocodile', correct: true },
            { value: 'Komodo dragon' },
            { value: 'Green anaconda' },
            { value: 'Leatherback turtle' },
          ],
          difficulty: 3,
        },
        {
          q: 'Which of these animals is an amphibian?',
          options: [
            { value: 'Lizard' },
            { value: 'Snake' },
            { value: 'Turtle' },
            { value: 'Frog', correct: true },
          ],
          difficulty: 1,
        },
        {
          q: 'How many legs does an insect have?',
          options: [{ value: '4' }, { value: '8' }, { value: '6', correct: true }, { value: '10' }],
          difficulty: 1,
        },
        {
          q: 'What do dolphins use to breathe?',
          options: [{ value: 'Gills' }, { value: 'Lungs', correct: true }, { value: 'Skin' }],
          difficulty: 1,
        },
        {
          q: 'What is the tallest living animal?',
          options: [
            { value: 'Giraffe', correct: true },
            { value: 'African elephant' },
            { value: 'Ostrich' },
            { value: 'Moose' },
          ],
          difficulty: 1,
        },
      ],
    },
  ],
};
