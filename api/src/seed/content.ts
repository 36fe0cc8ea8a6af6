/** Hand-written material the seed generator combines: per-category titles, openings and sections. */
export interface CategoryContent {
  titles: string[];
  tags: string[];
  openings: string[];
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

export const CONTENT: Record<string, CategoryContent> = {
  Technology: {
    titles: [
      'What I Learned Shipping My First Side Project in 30 Days',
      'Why Every Student Should Learn a Little SQL',
      'Running Local AI Models on a Budget Laptop',
      'The Quiet Power of Keyboard Shortcuts',
      'From Tutorial Hell to Building Real Things',
      'How I Organise My Notes as a Developer',
      'Open Source Contributions for Beginners: A Gentle Start',
    ],
    tags: ['programming', 'webdev', 'ai', 'productivity', 'opensource', 'career', 'javascript'],
    openings: [
      'A year ago I could follow a tutorial line by line and still freeze in front of an empty editor.',
      'Technology moves fast, but the habits that make you good at it change surprisingly slowly.',
      'I used to think tools were the hard part. It turns out deciding what to build is harder.',
    ],
    sections: [
      {
        heading: 'Start smaller than feels reasonable',
        paragraphs: [
          'The first version of anything should embarrass you a little. Pick one feature, ship it to a friend, and let their confusion tell you what to build next.',
          'Scope creep kills more side projects than bad code does. Write the list of things you will not build this month and keep it next to your keyboard.',
        ],
      },
      {
        heading: 'Read other people’s code',
        paragraphs: [
          'Open a library you use every day and read how it handles errors. You will learn more in an hour than in a week of videos.',
          'Good code reads like a conversation: names explain intent, functions are short, and the surprising parts carry a comment saying why.',
        ],
      },
      {
        heading: 'Measure before you optimise',
        paragraphs: [
          'Most slow pages are slow for one boring reason: a missing index, an image that is ten times too large, or a request made in a loop.',
          'Profile first, then fix the biggest thing. Repeat until it is fast enough, and then stop, because fast enough is a real target.',
        ],
      },
    ],
  },
  Travel: {
    titles: [
      'Three Days in Hoi An on a Student Budget',
      'Slow Travel: Why I Stopped Rushing Between Cities',
      'Night Trains Are the Best Hotels Nobody Talks About',
      'Packing Light for Two Weeks With One Backpack',
      'What Getting Lost in Seoul Taught Me',
      'The Mountain Villages of Ha Giang by Motorbike',
    ],
    tags: ['backpacking', 'budget', 'asia', 'adventure', 'culture', 'tips'],
    openings: [
      'The best trips I have taken were the ones where the plan fell apart by the second afternoon.',
      'Travel does not have to be expensive. It has to be curious.',
      'I left with a list of sights and came back with a list of people.',
    ],
    sections: [
      {
        heading: 'Getting there',
        paragraphs: [
          'Overnight buses and trains save a night of accommodation and deliver you at dawn, when markets are open and streets are quiet.',
          'Book the first and last night, leave the middle open, and let the locals you meet rewrite your itinerary.',
        ],
      },
      {
        heading: 'Where the money goes',
        paragraphs: [
          'Street food is not just cheaper; it is usually better. Follow the queue of office workers at lunchtime and order what they order.',
          'Guesthouses run by families cost less than hostels in many towns, and breakfast often comes with advice you will not find online.',
        ],
      },
      {
        heading: 'Travelling respectfully',
        paragraphs: [
          'Learn ten words of the local language. Thank you, sorry and delicious will open more doors than any guidebook.',
          'Ask before photographing people, dress for the temples you plan to visit, and leave places a little cleaner than you found them.',
        ],
      },
    ],
  },
  Food: {
    titles: [
      'The Perfect Bowl of Pho Starts the Night Before',
      'Cooking for One Without Eating the Same Thing All Week',
      'Five Pantry Staples That Save Every Weeknight',
      'Learning to Bake Bread During Exam Season',
      'Street Food Stalls Worth Crossing the City For',
      'A Beginner’s Guide to Fermenting at Home',
    ],
    tags: ['recipes', 'streetfood', 'cooking', 'vegetarian', 'baking', 'homemade'],
    openings: [
      'Good food is mostly patience, salt and paying attention.',
      'My grandmother never measured anything, which made writing down her recipes an adventure.',
      'Cooking became my favourite way to switch my brain off after a long day of classes.',
    ],
    sections: [
      {
        heading: 'The base matters most',
        paragraphs: [
          'A stock simmered slowly with charred onion and ginger gives a depth no shortcut can fake. Make a big batch on Sunday and freeze it in portions.',
          'Toast your spices in a dry pan until fragrant. It takes one minute and changes the whole dish.',
        ],
      },
      {
        heading: 'Plan once, eat all week',
        paragraphs: [
          'Cook one grain, one protein and two vegetables, then combine them differently each night with a new sauce.',
          'A jar of quick-pickled vegetables brightens almost anything and keeps for a week in the fridge.',
        ],
      },
      {
        heading: 'Taste as you go',
        paragraphs: [
          'Recipes are maps, not laws. Taste at every step and adjust with acid, salt or a little sugar.',
          'If something is flat, it usually needs lime or vinegar, not more salt.',
        ],
      },
    ],
  },
  Lifestyle: {
    titles: [
      'A Minimalist Room Changed How I Study',
      'Morning Routines That Actually Survive Real Life',
      'Why I Deleted Social Media for a Month',
      'Building Friendships After Moving to a New City',
      'The Case for Boring Weekends',
      'Journaling for People Who Hate Journaling',
    ],
    tags: ['habits', 'minimalism', 'selfcare', 'mindset', 'routine', 'wellbeing'],
    openings: [
      'I did not need more motivation. I needed fewer decisions.',
      'Small changes feel pointless for a week and life-changing after a year.',
      'The most useful habit I built this year took two minutes a day.',
    ],
    sections: [
      {
        heading: 'Design your environment',
        paragraphs: [
          'Put the things you want to do in plain sight and hide the things you do not. A book on the pillow beats willpower.',
          'Clearing my desk every evening made starting the next morning feel effortless.',
        ],
      },
      {
        heading: 'Make it easy to restart',
        paragraphs: [
          'Every routine breaks. The people who keep habits are the ones who restart quickly without drama.',
          'Never miss twice. One skipped day is an accident, two is the start of a new habit.',
        ],
      },
      {
        heading: 'Protect your attention',
        paragraphs: [
          'Turn off every notification that is not from a person. Your phone will feel quieter and so will your head.',
          'Boredom is where ideas come from. Leave a little of it in your day.',
        ],
      },
    ],
  },
  Health: {
    titles: [
      'Sleep Is the Study Hack Nobody Sells',
      'Starting to Run When You Hate Running',
      'What Changed When I Started Drinking More Water',
      'Managing Stress During Exam Season',
      'Strength Training in a Tiny Apartment',
      'Small Steps Toward Eating Better',
    ],
    tags: ['fitness', 'sleep', 'mentalhealth', 'running', 'nutrition', 'stress'],
    openings: [
      'Health advice is loud and contradictory. The basics are quiet and boring and they work.',
      'I started with five minutes a day because I knew I would not do thirty.',
      'Nobody tells you that rest is part of training.',
    ],
    sections: [
      {
        heading: 'Sleep first',
        paragraphs: [
          'A consistent wake-up time did more for my energy than any supplement. Weekends included, unfortunately.',
          'Dim screens an hour before bed and keep the room cool and dark. It sounds simple because it is.',
        ],
      },
      {
        heading: 'Move a little every day',
        paragraphs: [
          'Walk after meals, take the stairs, stretch between study sessions. Movement adds up even when it never feels like exercise.',
          'Run slowly enough that you could hold a conversation. Most beginners quit because they run too fast.',
        ],
      },
      {
        heading: 'Ask for help',
        paragraphs: [
          'Talking to a friend, a counsellor or a doctor is a sign you take yourself seriously, not a sign of weakness.',
          'Stress is a signal, not a verdict. Notice it, name it, and take one small action.',
        ],
      },
    ],
  },
  Education: {
    titles: [
      'How I Finally Learned to Take Useful Notes',
      'Spaced Repetition Saved My Language Studies',
      'Studying Abroad: What the Brochures Leave Out',
      'Teaching Others Is the Fastest Way to Learn',
      'Free Online Courses That Are Actually Worth It',
      'Preparing for Exams Without Pulling All-Nighters',
    ],
    tags: ['studytips', 'learning', 'languages', 'university', 'exams', 'onlinecourses'],
    openings: [
      'Rereading your notes feels productive. Testing yourself is productive.',
      'I spent years studying hard before I learned to study well.',
      'The best lesson I got at university was not on the syllabus.',
    ],
    sections: [
      {
        heading: 'Active recall beats rereading',
        paragraphs: [
          'Close the book and write down everything you remember. The gaps you find are exactly what to study next.',
          'Flashcards work when you make them yourself and review them on a schedule that spaces out what you already know.',
        ],
      },
      {
        heading: 'Explain it simply',
        paragraphs: [
          'If you cannot explain an idea to a friend in plain words, you have memorised it, not understood it.',
          'Study groups are great when everyone takes a turn teaching and terrible when they become gossip sessions.',
        ],
      },
      {
        heading: 'Plan backwards from the exam',
        paragraphs: [
          'Count the days, list the topics, and put the hardest ones first while you still have energy.',
          'Leave the last two days for practice papers under real time limits.',
        ],
      },
    ],
  },
  Business: {
    titles: [
      'Lessons From Running a Small Online Shop',
      'Freelancing While Studying: How I Found My First Clients',
      'Why Your Startup Idea Needs Fewer Features',
      'Personal Finance Basics I Wish I Knew at 18',
      'What a Failed Café Taught Me About Customers',
      'Negotiating Your First Salary Without Panic',
    ],
    tags: ['startup', 'freelance', 'money', 'marketing', 'entrepreneurship', 'career'],
    openings: [
      'Customers do not buy products. They buy a better version of their afternoon.',
      'My first business made almost no money and taught me almost everything.',
      'Nobody teaches you how money works, so I learned it the expensive way.',
    ],
    sections: [
      {
        heading: 'Talk to customers early',
        paragraphs: [
          'Ten honest conversations are worth more than a hundred survey responses. Ask about what they did last week, not what they might do.',
          'The problem people describe is rarely the problem they will pay to solve. Listen for what already costs them time or money.',
        ],
      },
      {
        heading: 'Keep the numbers simple',
        paragraphs: [
          'Track three things every week: money in, money out and how many people came back. Everything else can wait.',
          'Pay yourself something, even if it is small. A business that only works if you work for free is a hobby.',
        ],
      },
      {
        heading: 'Build a reputation',
        paragraphs: [
          'Deliver a little earlier than promised and write clear updates. Reliability is the cheapest marketing there is.',
          'Ask happy clients for a sentence you can quote. Social proof closes more deals than clever copy.',
        ],
      },
    ],
  },
  Entertainment: {
    titles: [
      'Indie Games That Tell Better Stories Than Movies',
      'The Albums That Got Me Through This Year',
      'Why We Keep Rewatching Comfort Shows',
      'Anime for People Who Think They Do Not Like Anime',
      'Building a Film Club With Friends',
      'Podcasts That Make Long Commutes Fly By',
    ],
    tags: ['games', 'music', 'movies', 'anime', 'podcasts', 'reviews'],
    openings: [
      'Stories are how we practise being other people for a while.',
      'Some of my closest friendships started with an argument about a finale.',
      'I used to feel guilty about entertainment. Now I choose it as carefully as food.',
    ],
    sections: [
      {
        heading: 'What makes it stick',
        paragraphs: [
          'The works we remember give characters room to be wrong. Perfect heroes are forgettable.',
          'Sound design is the unsung hero of games and films. Watch a scene on mute and notice what disappears.',
        ],
      },
      {
        heading: 'Sharing it with others',
        paragraphs: [
          'A weekly watch night with a rotating host means everyone discovers something they would never have picked.',
          'Writing three sentences after finishing something helps you remember why you loved or hated it.',
        ],
      },
      {
        heading: 'Finding new favourites',
        paragraphs: [
          'Follow creators, not platforms. The people whose taste you trust are the best recommendation engine.',
          'Try one thing each month from a genre you think you dislike. Sometimes you are right, and sometimes you find a new obsession.',
        ],
      },
    ],
  },
};

export const COMMENT_LINES = [
  'This is exactly what I needed to read today, thank you!',
  'Great points. The part about starting small really resonated with me.',
  'I tried this last month and can confirm it works.',
  'Could you write a follow-up with more detail on the second section?',
  'Saved this for later. Really clear writing.',
  'I disagree a little, but I love how you explained your reasoning.',
  'The tip at the end is gold.',
  'Sharing this with my study group right now.',
  'Beautiful photos and even better advice.',
  'I had the same experience! Nice to know I am not alone.',
  'Bookmarking this. Such a helpful guide.',
  'Thanks for being honest about what did not work.',
];

export const DEMO_USERS = [
  {
    username: 'minh',
    name: 'Minh Nguyen',
    location: 'Ho Chi Minh City',
    website: 'https://minh.example.com',
  },
  { username: 'lan', name: 'Lan Tran', location: 'Hanoi', website: null },
  { username: 'an', name: 'An Pham', location: 'Da Nang', website: 'https://anpham.example.com' },
  { username: 'khoa', name: 'Khoa Le', location: 'Can Tho', website: null },
  { username: 'linh', name: 'Linh Vo', location: 'Hue', website: 'https://linhvo.example.com' },
  { username: 'duc', name: 'Duc Hoang', location: 'Hai Phong', website: null },
  { username: 'mai', name: 'Mai Dang', location: 'Nha Trang', website: null },
];

/** Every demo user's password (the ADMIN's comes from CWT_ADMIN_PASSWORD). */
export const DEMO_PASSWORD = 'password123';
