import crypto from 'node:crypto';
import type { CourseKind, CourseTopic, LessonKind } from '@ye/contracts/catalog';
import { GameConfig, type GameType } from '@ye/contracts/games';
import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { bundleCourses, bundles } from '../modules/catalog/tables.ts';
import { chapters, courses, lessons } from '../modules/studio/tables.ts';
import type { DemoIds } from './demo-ids.ts';

// The demo catalogue: courses, chapters, lessons and bundles written by us for children aged 6-12.
// Covers are hand-drawn SVGs and videos are rendered by assets/videos/render-videos.sh; both are
// served by the media module. Text bodies are plain text with a blank line between paragraphs.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LessonSeed {
  title: string;
  kind: LessonKind;
  body: string;
  durationMinutes: number;
  videoUrl?: string;
  game?: GameConfig;
}

export interface ChapterSeed {
  title: string;
  description: string;
  lessons: LessonSeed[];
}

export interface CourseSeed {
  /** Names the cover file and lets the learning history refer to the course. */
  slug: string;
  title: string;
  description: string;
  learningGoals: string[];
  topic: CourseTopic;
  kind: CourseKind;
  ageMin: number;
  ageMax: number;
  featured: boolean;
  state: 'draft' | 'published';
  instructor: 'instructor' | 'instructor2';
  chapters: ChapterSeed[];
}

export interface BundleSeed {
  slug: string;
  title: string;
  description: string;
  /** Course slugs, in order. */
  courses: string[];
}

export const coverUrl = (slug: string) => `/v1/media/covers/${slug}.svg`;
export const videoUrl = (name: string) => `/v1/media/videos/${name}.webm`;

const paragraphs = (...parts: string[]) => parts.join('\n\n');

// Shared transcripts: the body of a video lesson is what the video shows and says.
const KIND_WORDS_TRANSCRIPT = paragraphs(
  'In this short video, four colourful cards share kind words you can say to yourself.',
  'You are welcome here, just as you are.',
  'Mistakes help you learn and grow.',
  'Your ideas matter. Your voice matters.',
  'Be kind to yourself today, like you are kind to a friend.',
  'Try saying one of these sentences out loud, or quietly in your head. Which one feels best for you today?',
);

const BREATHING_TRANSCRIPT = paragraphs(
  'Breathe along with the green circle. When it grows, breathe in. When it gets smaller, breathe out.',
  'Breathe in slowly, like smelling a flower. Breathe out gently, like blowing a bubble.',
  'Breathe in... watch the circle grow. Breathe out... watch it get smaller.',
  'One more time. Breathe in. And out. Well done. You feel calmer.',
  'You can do this breathing any time, even without the video: at school, in bed or before a match.',
);

const WEATHER_TRANSCRIPT = paragraphs(
  'Feelings are like weather. They come, and they go.',
  'Sunny days: happy, proud and excited.',
  'Cloudy days: sad, tired or lonely.',
  'Stormy days: angry, scared or worried.',
  'Every feeling passes. You are the big blue sky. The weather moves across you, but you are still you.',
);

// ---------------------------------------------------------------- the game course

const braveExplorerQuest: CourseSeed = {
  slug: 'brave-explorer-quest',
  title: 'Brave Explorer Quest',
  description:
    'Set off on a quest from Base Camp, through the Whispering Forest, to the Summit of Courage. Play quick games, collect stars and discover how brave you already are.',
  learningGoals: [
    'spot thoughts that help you grow',
    'match feelings to the faces that show them',
    'use kind words and slow breaths when things feel hard',
  ],
  topic: 'confidence',
  kind: 'game',
  ageMin: 6,
  ageMax: 12,
  featured: true,
  state: 'published',
  instructor: 'instructor',
  chapters: [
    {
      title: 'Base Camp',
      description:
        'Pack your explorer’s bag with brave thoughts and feelings words before the journey starts.',
      lessons: [
        {
          title: 'What would a brave explorer do?',
          kind: 'game',
          durationMinutes: 3,
          body: 'Every explorer starts with a few questions. Pick the answer that sounds the most helpful. There are no silly answers here: each one helps you learn.',
          game: {
            type: 'quiz',
            instructions: 'Read each question and choose the answer you think a brave explorer would pick.',
            questions: [
              {
                prompt:
                  'You want to try the climbing wall, but you feel a bit scared. What could you tell yourself?',
                options: [
                  'I can try one step at a time.',
                  'I will never be able to do it.',
                  'Everyone will laugh at me.',
                ],
                answer: 0,
                explanation:
                  'One small step at a time is what brave looks like. Feeling scared and trying anyway is courage.',
              },
              {
                prompt: 'Your drawing did not turn out the way you hoped. What is a kind thing to think?',
                options: [
                  'I am bad at everything.',
                  'I can practise and try again.',
                  'I should never draw again.',
                ],
                answer: 1,
                explanation: 'Every artist makes drawings they do not like. Practising is how we get better.',
              },
              {
                prompt: 'What does being brave mean?',
                options: [
                  'Never feeling scared',
                  'Trying even when you feel a little scared',
                  'Always winning',
                ],
                answer: 1,
                explanation:
                  'Brave people feel scared too. Being brave means trying anyway, or asking for help.',
              },
            ],
          },
        },
        {
          title: 'Thoughts for the backpack',
          kind: 'game',
          durationMinutes: 3,
          body: 'Some thoughts help us grow, and some hold us back. Explorers only pack the ones that help! Sort each thought into the right group.',
          game: {
            type: 'sort',
            instructions:
              'Put each thought into a group: thoughts that help me grow, or thoughts that hold me back.',
            groups: [
              { id: 'grow', label: 'Thoughts that help me grow' },
              { id: 'hold-back', label: 'Thoughts that hold me back' },
            ],
            items: [
              { id: 'ask-help', label: 'I can ask for help.', group: 'grow' },
              { id: 'mistakes-learn', label: 'Mistakes help me learn.', group: 'grow' },
              { id: 'still-learning', label: 'I am still learning, and that is okay.', group: 'grow' },
              { id: 'always-wrong', label: 'I always get it wrong.', group: 'hold-back' },
              { id: 'nobody-plays', label: 'Nobody wants to play with me.', group: 'hold-back' },
            ],
          },
        },
        {
          title: 'Feelings and faces',
          kind: 'game',
          durationMinutes: 3,
          body: 'Explorers read the faces of their team to know how everyone is doing. Can you match each feeling to its face?',
          game: {
            type: 'match',
            instructions: 'Match each feeling word to the face that shows it.',
            pairs: [
              { id: 'happy', feeling: 'Happy', face: '😄', face_label: 'a grinning face' },
              { id: 'sad', feeling: 'Sad', face: '😢', face_label: 'a crying face' },
              { id: 'scared', feeling: 'Scared', face: '😨', face_label: 'a fearful face' },
              { id: 'angry', feeling: 'Angry', face: '😠', face_label: 'an angry face' },
            ],
          },
        },
      ],
    },
    {
      title: 'The Whispering Forest',
      description:
        'The forest is quiet and a little dark. Kind words and slow breaths help you find your way.',
      lessons: [
        {
          title: 'Build a brave sentence',
          kind: 'game',
          durationMinutes: 3,
          body: 'The trees in this forest love to hear kind words. Build two sentences about yourself and say them out loud, nice and clear.',
          game: {
            type: 'affirmation',
            instructions:
              'Choose a starter tile, then a word tile, to build a kind sentence about yourself. Build two sentences.',
            starters: ['I am', 'I can'],
            words: [
              'brave',
              'kind',
              'a good friend',
              'try again',
              'learn new things',
              'strong',
              'creative',
              'ask for help',
            ],
            sentences_required: 2,
          },
        },
        {
          title: 'Forest breaths',
          kind: 'game',
          durationMinutes: 2,
          body: 'When the path feels spooky, explorers stop and breathe. Breathe in as the circle grows and out as it shrinks.',
          game: {
            type: 'breathing',
            instructions:
              'Breathe in slowly while the circle grows. Breathe out gently while it gets smaller.',
            cycles: 2,
            inhale_seconds: 2,
            hold_seconds: 0,
            exhale_seconds: 2,
          },
        },
        {
          title: 'Forest friends quiz',
          kind: 'game',
          durationMinutes: 3,
          body: 'You meet other travellers in the forest. How can you be a good friend to them?',
          game: {
            type: 'quiz',
            instructions: 'Choose the kindest thing to do in each story.',
            questions: [
              {
                prompt: 'A new child is sitting alone at lunch. What could you do?',
                options: [
                  'Ask if they want to sit with you',
                  'Pretend you did not see them',
                  'Laugh with your friends',
                ],
                answer: 0,
                explanation: 'A friendly hello can make someone’s whole day feel better.',
              },
              {
                prompt: 'Your friend is sad because their pet is ill. What helps?',
                options: [
                  'Tell them to stop being sad',
                  'Listen and say you are sorry they feel sad',
                  'Talk about your game',
                ],
                answer: 1,
                explanation: 'Listening is one of the kindest things a friend can do.',
              },
              {
                prompt: 'You made a mistake and upset a friend. What can you do?',
                options: ['Say sorry and ask how to make it better', 'Blame someone else', 'Ignore them'],
                answer: 0,
                explanation: 'Everyone makes mistakes with friends. Saying sorry helps fix them.',
              },
            ],
          },
        },
      ],
    },
    {
      title: 'Summit of Courage',
      description: 'The last climb! Use everything you have learned to reach the top of the mountain.',
      lessons: [
        {
          title: 'Feelings at the top',
          kind: 'game',
          durationMinutes: 3,
          body: 'Climbing a mountain brings lots of feelings. Match each one to its face.',
          game: {
            type: 'match',
            instructions: 'Match each feeling word to the face that shows it.',
            pairs: [
              { id: 'excited', feeling: 'Excited', face: '🤩', face_label: 'a face with star eyes' },
              { id: 'nervous', feeling: 'Nervous', face: '😬', face_label: 'a face showing clenched teeth' },
              { id: 'calm', feeling: 'Calm', face: '😌', face_label: 'a relaxed face with closed eyes' },
              { id: 'surprised', feeling: 'Surprised', face: '😮', face_label: 'a face with an open mouth' },
            ],
          },
        },
        {
          title: 'Can I control it?',
          kind: 'game',
          durationMinutes: 3,
          body: 'Strong climbers put their energy into what they can change. Sort each thing into the right group.',
          game: {
            type: 'sort',
            instructions: 'Put each thing into a group: things I can control, or things I cannot control.',
            groups: [
              { id: 'can', label: 'I can control this' },
              { id: 'cannot', label: 'I cannot control this' },
            ],
            items: [
              { id: 'kindness', label: 'How kind I am to others', group: 'can' },
              { id: 'weather', label: 'The weather on sports day', group: 'cannot' },
              { id: 'practice', label: 'Whether I practise', group: 'can' },
              { id: 'others-think', label: 'What other people think', group: 'cannot' },
              { id: 'self-talk', label: 'How I talk to myself', group: 'can' },
              { id: 'late-bus', label: 'Whether the bus is late', group: 'cannot' },
            ],
          },
        },
        {
          title: 'Shout from the summit',
          kind: 'game',
          durationMinutes: 3,
          body: 'You made it to the top! Build two proud sentences and shout them (or whisper them) from the summit.',
          game: {
            type: 'affirmation',
            instructions:
              'Choose a starter tile, then a word tile, to build a proud sentence about yourself. Build two sentences.',
            starters: ['I am', 'I can'],
            words: [
              'proud of myself',
              'brave',
              'climb high',
              'keep going',
              'kind to myself',
              'curious',
              'an explorer',
              'do hard things',
            ],
            sentences_required: 2,
          },
        },
      ],
    },
  ],
};

// ---------------------------------------------------------------- ordinary courses

const kindWordsForMe: CourseSeed = {
  slug: 'kind-words-for-me',
  title: 'Kind Words for Me',
  description:
    'A short, gentle course about the voice inside your head. Learn to talk to yourself the way you would talk to a good friend.',
  learningGoals: ['notice how you talk to yourself', 'choose one kind sentence for the day'],
  topic: 'self-esteem',
  kind: 'course',
  ageMin: 6,
  ageMax: 12,
  featured: false,
  state: 'published',
  instructor: 'instructor',
  chapters: [
    {
      title: 'Words that help',
      description: 'Two quick lessons about your inner voice.',
      lessons: [
        {
          title: 'Your inner voice',
          kind: 'text',
          durationMinutes: 3,
          body: paragraphs(
            'Did you know you have a voice inside your head? It talks to you all day long. When you get a sum right, it might say “Yes, I did it!” When you spill your juice, it might say “Oops, that’s okay.”',
            'Sometimes the inner voice is not very kind. It might say “You always mess things up.” Everybody hears words like that sometimes, grown-ups too. It does not mean the words are true.',
            'Here is a trick: imagine your best friend spilled their juice. What would you say to them? Probably something like “Don’t worry, it happens to everyone.” You can say the very same words to yourself.',
            'Your inner voice is like a muscle. The more you practise kind words, the stronger and kinder it gets.',
          ),
        },
        {
          title: 'A kind word for today',
          kind: 'reflection',
          durationMinutes: 3,
          body: 'Think of one kind sentence you would like to say to yourself today. Write it down, and say it quietly to yourself when you need it. What is your sentence, and when might you use it?',
        },
      ],
    },
  ],
};

const iLikeBeingMe: CourseSeed = {
  slug: 'i-like-being-me',
  title: 'I Like Being Me',
  description:
    'Discover what makes you you. Notice your strengths, talk to yourself like a good friend and celebrate the small things you do well every day.',
  learningGoals: [
    'notice three things you are good at',
    'talk to yourself in a kind voice',
    'remember that mistakes help you grow',
  ],
  topic: 'self-esteem',
  kind: 'course',
  ageMin: 6,
  ageMax: 10,
  featured: false,
  state: 'published',
  instructor: 'instructor',
  chapters: [
    {
      title: 'What makes me, me',
      description: 'Everyone has strengths. Let’s find yours.',
      lessons: [
        {
          title: 'Everyone has strengths',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'A strength is something you are good at, or something good about the way you are. Some strengths are easy to see, like running fast or drawing dragons. Others are quieter, like being a good listener, making people laugh or never giving up on a puzzle.',
            'Every single person has strengths, and nobody has all of them. Your friend might be great at football, and you might be great at noticing when someone feels left out. Both are real strengths.',
            'Sometimes it is hard to spot our own strengths. A good way to find them is to think about what you enjoy, what other people thank you for and what you keep trying even when it is tricky.',
            'This week, try to catch yourself doing something well. It can be small: tidying your shoes, helping at dinner, being patient with a little brother or sister. Small things count!',
          ),
        },
        {
          title: 'Kind words to hear',
          kind: 'video',
          durationMinutes: 2,
          videoUrl: videoUrl('kind-words'),
          body: KIND_WORDS_TRANSCRIPT,
        },
      ],
    },
    {
      title: 'My kind inner voice',
      description: 'Practise being your own best friend.',
      lessons: [
        {
          title: 'A time I felt proud',
          kind: 'reflection',
          durationMinutes: 5,
          body: 'Think about a time you felt proud of yourself. It can be something big or something small. What happened, and how did it feel inside your body?',
        },
        {
          title: 'Build kind sentences',
          kind: 'game',
          durationMinutes: 4,
          body: 'Time to practise! Use the word tiles to build kind sentences about yourself. Read each one out loud when you finish it.',
          game: {
            type: 'affirmation',
            instructions:
              'Pick a starter tile and then a word tile to make a kind sentence about yourself. Make three sentences.',
            starters: ['I am', 'I can', 'I like'],
            words: [
              'kind',
              'funny',
              'a good listener',
              'learn from mistakes',
              'make people smile',
              'helpful',
              'my ideas',
              'unique',
            ],
            sentences_required: 3,
          },
        },
      ],
    },
  ],
};

const feelingsDetectives: CourseSeed = {
  slug: 'feelings-detectives',
  title: 'Feelings Detectives',
  description:
    'Become a feelings detective! Spot the clues your body and face give you, name what you feel and learn that every feeling is allowed.',
  learningGoals: [
    'name at least eight different feelings',
    'notice where feelings show up in your body',
    'choose a helpful thing to do with a big feeling',
  ],
  topic: 'feelings',
  kind: 'course',
  ageMin: 6,
  ageMax: 10,
  featured: true,
  state: 'published',
  instructor: 'instructor',
  chapters: [
    {
      title: 'Clues in your body',
      description: 'Feelings leave clues. Let’s learn to spot them.',
      lessons: [
        {
          title: 'Feelings leave clues',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Detectives look for clues, and feelings leave lots of them! When you feel excited, your heart might beat fast and your legs might want to jump. When you feel sad, your body might feel heavy and your eyes might sting.',
            'Worry often shows up as butterflies in your tummy. Anger can feel hot in your face or make your hands want to squeeze tight. Calm feels soft and slow, like a cat stretching in the sun.',
            'Next time you have a big feeling, try being a detective. Ask yourself: where do I feel this in my body? What is my face doing? Noticing the clues is the first step to understanding the feeling.',
          ),
        },
        {
          title: 'Feelings are like weather',
          kind: 'video',
          durationMinutes: 2,
          videoUrl: videoUrl('feelings-weather'),
          body: WEATHER_TRANSCRIPT,
        },
        {
          title: 'Match the feeling',
          kind: 'game',
          durationMinutes: 3,
          body: 'Look closely at each face, detective. Which feeling is it showing?',
          game: {
            type: 'match',
            instructions: 'Match each feeling word to the face that shows it.',
            pairs: [
              { id: 'happy', feeling: 'Happy', face: '😊', face_label: 'a smiling face' },
              { id: 'worried', feeling: 'Worried', face: '😟', face_label: 'a worried face' },
              { id: 'angry', feeling: 'Angry', face: '😠', face_label: 'an angry face' },
              { id: 'sleepy', feeling: 'Tired', face: '😴', face_label: 'a sleeping face' },
              { id: 'surprised', feeling: 'Surprised', face: '😲', face_label: 'an astonished face' },
            ],
          },
        },
      ],
    },
    {
      title: 'Naming feelings',
      description: 'The more feeling words you know, the easier it is to say how you feel.',
      lessons: [
        {
          title: 'So many feeling words',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Happy, sad, angry and scared are big feeling words, but there are many more! Happy has cousins like proud, cheerful, grateful and excited. Angry has cousins like grumpy, annoyed and frustrated.',
            'Knowing the exact word helps other people understand you. “I feel frustrated because my tower keeps falling down” tells a grown-up much more than “I feel bad.”',
            'All feelings are allowed. There are no good or bad feelings, only comfortable and uncomfortable ones. What matters is what we do with them.',
          ),
        },
        {
          title: 'Light feelings, heavy feelings',
          kind: 'game',
          durationMinutes: 3,
          body: 'Some feelings feel light, like a balloon. Others feel heavy, like a backpack full of stones. Both kinds are normal. Sort them!',
          game: {
            type: 'sort',
            instructions:
              'Put each feeling into a group: feelings that feel light, or feelings that feel heavy.',
            groups: [
              { id: 'light', label: 'Feels light' },
              { id: 'heavy', label: 'Feels heavy' },
            ],
            items: [
              { id: 'joyful', label: 'Joyful', group: 'light' },
              { id: 'relaxed', label: 'Relaxed', group: 'light' },
              { id: 'proud', label: 'Proud', group: 'light' },
              { id: 'lonely', label: 'Lonely', group: 'heavy' },
              { id: 'grumpy', label: 'Grumpy', group: 'heavy' },
              { id: 'worried', label: 'Worried', group: 'heavy' },
            ],
          },
        },
        {
          title: 'The colour of my feeling',
          kind: 'reflection',
          durationMinutes: 4,
          body: 'If your feeling today were a colour, what colour would it be? Why did you choose that colour?',
        },
      ],
    },
    {
      title: 'What to do with big feelings',
      description: 'Build your own feelings toolbox.',
      lessons: [
        {
          title: 'A feelings toolbox',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'A toolbox holds tools for fixing things. A feelings toolbox holds ideas that help when a feeling gets really big.',
            'Some tools help your body: taking slow breaths, squeezing a pillow, running around outside or having a drink of water. Some tools help your mind: counting to ten, drawing your feeling or thinking of your favourite place.',
            'The best tool of all is often talking to someone you trust. Saying “I feel sad” out loud can make a feeling lighter, like sharing a heavy bag with a friend.',
          ),
        },
        {
          title: 'My feelings toolbox',
          kind: 'reflection',
          durationMinutes: 5,
          body: 'Which three tools would you put in your feelings toolbox? Write them down, and think of a time you could use each one.',
        },
        {
          title: 'Detective challenge',
          kind: 'game',
          durationMinutes: 3,
          body: 'Time for your final case, detective! Use what you learned to answer these questions.',
          game: {
            type: 'quiz',
            instructions: 'Read each question and choose the best answer.',
            questions: [
              {
                prompt: 'Your face feels hot and your hands are squeezed tight. Which feeling might this be?',
                options: ['Angry', 'Sleepy', 'Calm'],
                answer: 0,
                explanation:
                  'Hot faces and tight hands are common clues for anger. Noticing them helps you calm down.',
              },
              {
                prompt: 'Which of these is a good tool for a big feeling?',
                options: ['Hiding it forever', 'Taking slow, deep breaths', 'Shouting at a friend'],
                answer: 1,
                explanation: 'Slow breaths tell your body it is safe. It is a tool you can use anywhere.',
              },
              {
                prompt: 'Are there any feelings that are not allowed?',
                options: [
                  'Yes, sadness is not allowed',
                  'Yes, anger is not allowed',
                  'No, all feelings are allowed',
                ],
                answer: 2,
                explanation: 'Every feeling is allowed. What matters is what we choose to do with it.',
              },
            ],
          },
        },
      ],
    },
  ],
};

const makingFriends: CourseSeed = {
  slug: 'making-and-keeping-friends',
  title: 'Making and Keeping Friends',
  description:
    'Friendships grow like plants: with care, kindness and a little patience. Practise saying hello, listening well and making up after a disagreement.',
  learningGoals: [
    'start a conversation with someone new',
    'be a good listener',
    'make up after a disagreement',
  ],
  topic: 'friendship',
  kind: 'course',
  ageMin: 7,
  ageMax: 12,
  featured: false,
  state: 'published',
  instructor: 'instructor2',
  chapters: [
    {
      title: 'Saying hello',
      description: 'Every friendship starts with a first hello.',
      lessons: [
        {
          title: 'How friendships start',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Every friendship you have ever had started with a tiny moment: a smile, a “hello” or a “do you want to play?” That first step can feel scary, but it is also a little bit magic.',
            'A good way to start is to notice what someone likes. Are they building with blocks, reading a dinosaur book or kicking a ball? You can say: “That looks fun. Can I join?” or “I like dinosaurs too!”',
            'Sometimes the other person says no, or is busy. That is okay, and it does not mean anything is wrong with you. You can try again another day, or say hello to someone else.',
          ),
        },
        {
          title: 'Friendly first steps',
          kind: 'game',
          durationMinutes: 3,
          body: 'What would you do? Choose the friendliest answer in each story.',
          game: {
            type: 'quiz',
            instructions: 'Read each story and choose the friendliest thing to do.',
            questions: [
              {
                prompt: 'A new classmate does not know where the library is. What could you say?',
                options: ['“I can show you the way!”', '“Find it yourself.”', 'Say nothing and walk away'],
                answer: 0,
              },
              {
                prompt: 'Someone is playing a game you like. How could you join in?',
                options: ['Grab the ball', 'Ask “Can I play too?”', 'Tell them their game is boring'],
                answer: 1,
              },
              {
                prompt: 'Your friend says no to playing today. What is a good answer?',
                options: [
                  '“Okay, maybe tomorrow!”',
                  '“You are not my friend any more.”',
                  'Cry and stomp off',
                ],
                answer: 0,
                explanation:
                  'Friends do not always want the same thing. A friendly answer keeps the friendship strong.',
              },
            ],
          },
        },
        {
          title: 'Someone I would like to know',
          kind: 'reflection',
          durationMinutes: 4,
          body: 'Is there someone at school or in your neighbourhood you would like to get to know better? What could you say to them to start a conversation?',
        },
      ],
    },
    {
      title: 'Being a good friend',
      description: 'Listening, sharing and fixing things when they go wrong.',
      lessons: [
        {
          title: 'Listening with your whole body',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Good friends are good listeners. Listening is not just using your ears: you can listen with your whole body!',
            'Your eyes look at the person talking. Your mouth stays quiet until they finish. Your body faces them and stays still. Your brain thinks about what they are saying, not about what you want to say next.',
            'When your friend finishes, you can show you listened by asking a question, like “What happened next?” or “How did that feel?” People feel really cared for when someone listens to them.',
          ),
        },
        {
          title: 'When friends disagree',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Even best friends disagree sometimes. Maybe you both want the swing, or you want to play different games. Disagreeing is normal, and friendships can get stronger after you fix it.',
            'Try these three steps. First, take a breath so your body can calm down. Second, say how you feel using “I feel…” words: “I feel sad when I don’t get a turn.” Third, look for an idea that works for both of you, like taking turns or playing one game and then the other.',
            'If you hurt your friend’s feelings, a real sorry helps a lot: “I’m sorry I grabbed the swing. Next time I will ask.”',
          ),
        },
        {
          title: 'Friendship builders',
          kind: 'game',
          durationMinutes: 3,
          body: 'Some actions help a friendship grow, and some can hurt it. Sort them into the right group.',
          game: {
            type: 'sort',
            instructions:
              'Put each action into a group: it helps a friendship grow, or it can hurt a friendship.',
            groups: [
              { id: 'grows', label: 'Helps a friendship grow' },
              { id: 'hurts', label: 'Can hurt a friendship' },
            ],
            items: [
              { id: 'share', label: 'Sharing your snack', group: 'grows' },
              { id: 'listen', label: 'Listening to a story', group: 'grows' },
              { id: 'sorry', label: 'Saying sorry', group: 'grows' },
              { id: 'secret', label: 'Telling a secret you promised to keep', group: 'hurts' },
              { id: 'leave-out', label: 'Leaving someone out on purpose', group: 'hurts' },
              { id: 'turns', label: 'Taking turns on the swing', group: 'grows' },
            ],
          },
        },
        {
          title: 'A friend who helped me',
          kind: 'reflection',
          durationMinutes: 4,
          body: 'Think of a time a friend helped you or made you feel better. What did they do? How could you do something kind like that for someone else?',
        },
      ],
    },
  ],
};

const calmBodyCalmMind: CourseSeed = {
  slug: 'calm-body-calm-mind',
  title: 'Calm Body, Calm Mind',
  description:
    'Learn simple ways to help your body and mind feel calm: slow breathing, noticing the world around you and a calm place you can visit in your imagination.',
  learningGoals: [
    'use balloon breathing when you feel wobbly',
    'ground yourself with your five senses',
    'picture a calm place in your mind',
  ],
  topic: 'calm',
  kind: 'course',
  ageMin: 6,
  ageMax: 12,
  featured: true,
  state: 'published',
  instructor: 'instructor',
  chapters: [
    {
      title: 'Breathing is a superpower',
      description: 'Your breath is a calm-down tool you carry everywhere.',
      lessons: [
        {
          title: 'Breathe with the circle',
          kind: 'video',
          durationMinutes: 2,
          videoUrl: videoUrl('breathing-circle'),
          body: BREATHING_TRANSCRIPT,
        },
        {
          title: 'Why slow breaths help',
          kind: 'text',
          durationMinutes: 4,
          body: paragraphs(
            'When we feel worried, angry or excited, our breathing often gets fast and short. Our heart speeds up too. This is our body getting ready for action, like a car revving its engine.',
            'Slow breathing is like gently pressing the brake. When you breathe out slowly, your body gets a message: “Everything is okay. You can relax.” Your heart slows down and your muscles soften.',
            'Try balloon breathing: put your hands on your tummy. Breathe in through your nose and feel your tummy fill up like a balloon. Then breathe out slowly through your mouth and feel the balloon go down.',
          ),
        },
        {
          title: 'Balloon breathing',
          kind: 'game',
          durationMinutes: 3,
          body: 'Let’s practise balloon breathing together. Follow the circle and breathe at its pace.',
          game: {
            type: 'breathing',
            instructions:
              'Breathe in through your nose while the balloon grows, hold for a moment, then breathe out slowly while it shrinks.',
            cycles: 3,
            inhale_seconds: 4,
            hold_seconds: 1,
            exhale_seconds: 4,
          },
        },
      ],
    },
    {
      title: 'Calm senses',
      description: 'Use your senses to come back to right here, right now.',
      lessons: [
        {
          title: 'The 5-4-3-2-1 game',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'When your thoughts are racing, your five senses can help you feel calm and steady. Here is a game you can play anywhere.',
            'Look around and find 5 things you can see. Then notice 4 things you can touch, like your socks or the table. Listen for 3 things you can hear. Find 2 things you can smell. Last, notice 1 thing you can taste.',
            'By the time you reach 1, your mind is busy noticing the world instead of worrying. Your body feels more here, like a tree with strong roots.',
          ),
        },
        {
          title: 'My calm place',
          kind: 'reflection',
          durationMinutes: 5,
          body: 'Close your eyes and imagine a place where you feel safe and calm. It can be real or made up. What can you see, hear and smell there? Describe your calm place.',
        },
      ],
    },
  ],
};

const whenWorriesFeelBig: CourseSeed = {
  slug: 'when-worries-feel-big',
  title: 'When Worries Feel Big',
  description:
    'Worries are part of being human. Learn what worries are for, how to shrink them down to size and who you can talk to when they feel too big to carry alone.',
  learningGoals: [
    'explain what a worry is and why we have them',
    'sort worries into ones you can and cannot control',
    'make a plan to talk to a grown-up you trust',
  ],
  topic: 'anxiety',
  kind: 'course',
  ageMin: 8,
  ageMax: 12,
  featured: false,
  state: 'published',
  instructor: 'instructor',
  chapters: [
    {
      title: 'What is a worry?',
      description: 'Meet your brain’s friendly alarm.',
      lessons: [
        {
          title: 'Your brain’s alarm',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Inside your brain there is a small part that works like a smoke alarm. Its job is to keep you safe. When it thinks something might go wrong, it rings, and you feel worried.',
            'Sometimes the alarm is really helpful: it reminds you to look both ways before crossing the road. But sometimes it rings when there is no real danger, like before a spelling test or a birthday party. It is just trying to protect you.',
            'Having worries does not mean something is wrong with you. Everyone has an alarm. The trick is to learn when to say: “Thank you, alarm, but I am okay.”',
          ),
        },
        {
          title: 'What my worries look like',
          kind: 'reflection',
          durationMinutes: 5,
          body: 'If your worry were a creature, what would it look like? Is it big or small, fluffy or spiky? Give it a name, and write what you would like to tell it.',
        },
      ],
    },
    {
      title: 'Shrinking worries',
      description: 'Tools that make worries smaller.',
      lessons: [
        {
          title: 'Worry time',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Worries like to pop up at busy times, like in the middle of class or when you are trying to sleep. One trick is to give them their own appointment: worry time.',
            'Pick ten minutes each day, maybe after school, to sit with a grown-up and talk about your worries. When a worry pops up at another time, you can tell it: “Not now, I will think about you at worry time.”',
            'Often, by the time worry time comes, the worry has already shrunk. And the ones that are still there get your full attention and some help.',
          ),
        },
        {
          title: 'Can I control it?',
          kind: 'game',
          durationMinutes: 3,
          body: 'Some worries are about things we can change, and some are about things we cannot. Sort them to find out where to put your energy.',
          game: {
            type: 'sort',
            instructions:
              'Put each worry into a group: things I can do something about, or things I cannot control.',
            groups: [
              { id: 'can', label: 'I can do something about it' },
              { id: 'cannot', label: 'I cannot control it' },
            ],
            items: [
              { id: 'homework', label: 'Forgetting my homework', group: 'can' },
              { id: 'rain', label: 'Rain on the school trip', group: 'cannot' },
              { id: 'test', label: 'Being ready for a test', group: 'can' },
              { id: 'traffic', label: 'Traffic on the way home', group: 'cannot' },
              { id: 'friend-upset', label: 'Making up with a friend', group: 'can' },
              { id: 'others-choices', label: 'What other people choose to do', group: 'cannot' },
            ],
          },
        },
        {
          title: 'Calm-down breaths',
          kind: 'game',
          durationMinutes: 3,
          body: 'Slow breaths tell your alarm that you are safe. Follow the circle for a few breaths.',
          game: {
            type: 'breathing',
            instructions:
              'Breathe in while the circle grows, hold it gently, and breathe out while it shrinks.',
            cycles: 4,
            inhale_seconds: 4,
            hold_seconds: 2,
            exhale_seconds: 6,
          },
        },
      ],
    },
    {
      title: 'You are not alone',
      description: 'Sharing a worry makes it lighter.',
      lessons: [
        {
          title: 'Talking helps',
          kind: 'text',
          durationMinutes: 4,
          body: paragraphs(
            'Carrying a worry all by yourself is like carrying a heavy bag up a hill. When you share it, someone else helps you hold it, and it feels lighter straight away.',
            'You can talk to a parent, a grandparent, a teacher, a coach or another grown-up you trust. You could start with: “Can I tell you about something that’s been bothering me?”',
            'If talking feels hard, you can write your worry down or draw it and show it to them. Grown-ups are really glad when children share their worries with them.',
          ),
        },
        {
          title: 'My support team',
          kind: 'reflection',
          durationMinutes: 4,
          body: 'Who is on your support team? Write down two or three people you could talk to when a worry feels big, and what you might say to them.',
        },
      ],
    },
  ],
};

const braveSteps: CourseSeed = {
  slug: 'brave-steps',
  title: 'Brave Steps: Trying New Things',
  description:
    'Trying something new can feel wobbly. Learn to take small brave steps, bounce back from mistakes and cheer yourself on.',
  learningGoals: [
    'break a big challenge into small steps',
    'use the word “yet” to keep going',
    'cheer yourself on with kind words',
  ],
  topic: 'confidence',
  kind: 'course',
  ageMin: 7,
  ageMax: 12,
  featured: false,
  state: 'published',
  instructor: 'instructor',
  chapters: [
    {
      title: 'Small steps',
      description: 'Big things are made of little steps.',
      lessons: [
        {
          title: 'The staircase of brave',
          kind: 'text',
          durationMinutes: 5,
          body: paragraphs(
            'Imagine you want to jump off the high diving board, but it feels far too scary. You do not have to do it all at once! You can build a staircase of brave steps.',
            'Step one might be watching other people jump. Step two: jumping in from the side of the pool. Step three: jumping from the low board. Each step is a little braver than the last.',
            'Every time you climb a step, your brain learns “I can do this.” Soon the top step does not look so scary any more. You can build a staircase for anything: reading aloud, joining a club or sleeping over at a friend’s house.',
          ),
        },
        {
          title: 'Step by step',
          kind: 'game',
          durationMinutes: 3,
          body: 'Let’s check what you know about brave steps.',
          game: {
            type: 'quiz',
            instructions: 'Read each question and choose the best answer.',
            questions: [
              {
                prompt:
                  'Maya wants to read her story to the class but feels nervous. What could be her first small step?',
                options: ['Read it to her cat at home', 'Read it to the whole school', 'Never read it'],
                answer: 0,
                explanation: 'Practising somewhere safe is a great first step on the staircase.',
              },
              {
                prompt: 'What happens in your brain each time you take a brave step?',
                options: ['It forgets everything', 'It learns “I can do this”', 'It gets more scared'],
                answer: 1,
              },
              {
                prompt: 'Which of these is a brave step?',
                options: ['Asking a question in class', 'Staying quiet forever', 'Giving up before trying'],
                answer: 0,
              },
            ],
          },
        },
        {
          title: 'Something new I want to try',
          kind: 'reflection',
          durationMinutes: 5,
          body: 'What is something new you would like to try? Write down three small steps that could help you get there.',
        },
      ],
    },
    {
      title: 'The power of yet',
      description: 'Mistakes are part of learning.',
      lessons: [
        {
          title: 'Not yet!',
          kind: 'text',
          durationMinutes: 4,
          body: paragraphs(
            'There is a tiny word with a big power: yet. When you say “I can’t ride a bike,” it sounds like the end of the story. But when you say “I can’t ride a bike yet,” it means you are still learning.',
            'Everyone who is good at something was once a beginner. Your favourite footballer missed lots of goals, and your favourite author wrote lots of messy first drafts.',
            'Mistakes are not a sign that you should stop. They are clues that show you what to practise next. Next time something feels hard, try adding “yet” to the end of your sentence.',
          ),
        },
        {
          title: 'Kind words to keep going',
          kind: 'video',
          durationMinutes: 2,
          videoUrl: videoUrl('kind-words'),
          body: KIND_WORDS_TRANSCRIPT,
        },
        {
          title: 'Cheer yourself on',
          kind: 'game',
          durationMinutes: 3,
          body: 'Be your own cheerleader! Build sentences you can say to yourself when something feels hard.',
          game: {
            type: 'affirmation',
            instructions:
              'Pick a starter tile and then a word tile to build a sentence that cheers you on. Build three sentences.',
            starters: ['I can', 'I am', 'I will'],
            words: [
              'keep trying',
              'brave',
              'learning',
              'take one small step',
              'ask for help',
              'getting better',
              'try again tomorrow',
              'strong',
            ],
            sentences_required: 3,
          },
        },
      ],
    },
  ],
};

/** A draft the instructor is still writing: never in the catalogue. */
const growingGratitude: CourseSeed = {
  slug: 'growing-gratitude',
  title: 'Growing Gratitude',
  description:
    'Notice the good things in your day, big and small, and learn how saying thank you can make you and others feel good.',
  learningGoals: ['notice three good things every day', 'say thank you in new ways'],
  topic: 'self-esteem',
  kind: 'course',
  ageMin: 6,
  ageMax: 11,
  featured: false,
  state: 'draft',
  instructor: 'instructor',
  chapters: [
    {
      title: 'Noticing good things',
      description: 'Train your eyes to spot the good.',
      lessons: [
        {
          title: 'Three good things',
          kind: 'text',
          durationMinutes: 4,
          body: paragraphs(
            'Our brains are very good at noticing what went wrong. With a little practice, they can get just as good at noticing what went right.',
            'Every evening, think of three good things from your day. They can be tiny: a warm bath, a funny joke, the smell of toast. Noticing them helps you feel calmer and happier.',
          ),
        },
        {
          title: 'Today I am thankful for',
          kind: 'reflection',
          durationMinutes: 4,
          body: 'What are three things you are thankful for today? Why did you choose them?',
        },
      ],
    },
  ],
};

export const DEMO_COURSES: readonly CourseSeed[] = [
  braveExplorerQuest,
  calmBodyCalmMind,
  feelingsDetectives,
  iLikeBeingMe,
  makingFriends,
  whenWorriesFeelBig,
  braveSteps,
  kindWordsForMe,
  growingGratitude,
];

export const DEMO_BUNDLES: readonly BundleSeed[] = [
  {
    slug: 'confidence-starter-pack',
    title: 'Confidence starter pack',
    description:
      'Four courses that help your child notice their strengths, speak kindly to themselves and take brave steps, ending with a game quest to practise it all.',
    courses: ['kind-words-for-me', 'i-like-being-me', 'brave-steps', 'brave-explorer-quest'],
  },
  {
    slug: 'calm-and-kind',
    title: 'Calm and kind',
    description:
      'Calm bodies, named feelings, smaller worries and kind friendships: four courses for children who feel things deeply.',
    courses: [
      'calm-body-calm-mind',
      'feelings-detectives',
      'when-worries-feel-big',
      'making-and-keeping-friends',
    ],
  },
];

/** The ids the seed gave each course, in course order, for the learning history. */
export interface SeededLesson {
  id: string;
  kind: LessonKind;
  gameType: GameType | null;
}
export interface SeededCourse {
  id: string;
  kind: CourseKind;
  chapters: { id: string; lessons: SeededLesson[] }[];
}
export type SeededCatalog = Record<string, SeededCourse>;

/**
 * Inserts the demo courses (published some weeks before `now`), their chapters and lessons, and the
 * bundles: one insert per table. Every game is validated with the same schema the API uses on write.
 * Called once by seedDemo, which only runs on a database without the demo accounts.
 */
export async function seedCatalogContent(
  db: DbOrTx,
  ids: Pick<DemoIds, 'instructor' | 'instructor2'>,
  now = clock.now(),
): Promise<SeededCatalog> {
  const publishedAt = new Date(now.getTime() - 90 * DAY_MS);
  const catalog: SeededCatalog = {};
  const courseRows: (typeof courses.$inferInsert)[] = [];
  const chapterRows: (typeof chapters.$inferInsert)[] = [];
  const lessonRows: (typeof lessons.$inferInsert)[] = [];
  for (const course of DEMO_COURSES) {
    const courseId = crypto.randomUUID();
    const seeded: SeededCourse = { id: courseId, kind: course.kind, chapters: [] };
    catalog[course.slug] = seeded;
    courseRows.push({
      id: courseId,
      instructorId: ids[course.instructor],
      title: course.title,
      description: course.description,
      learningGoals: course.learningGoals,
      topic: course.topic,
      kind: course.kind,
      ageMin: course.ageMin,
      ageMax: course.ageMax,
      coverImage: coverUrl(course.slug),
      featured: course.featured,
      state: course.state,
      publishedAt: course.state === 'published' ? publishedAt : null,
      createdAt: new Date(publishedAt.getTime() - 7 * DAY_MS),
      updatedAt: publishedAt,
    });
    course.chapters.forEach((chapter, chapterIndex) => {
      const chapterId = crypto.randomUUID();
      const seededLessons: SeededLesson[] = [];
      seeded.chapters.push({ id: chapterId, lessons: seededLessons });
      chapterRows.push({
        id: chapterId,
        courseId,
        title: chapter.title,
        description: chapter.description,
        position: chapterIndex + 1,
      });
      chapter.lessons.forEach((lesson, lessonIndex) => {
        const game = lesson.game ? GameConfig.parse(lesson.game) : null;
        const lessonId = crypto.randomUUID();
        seededLessons.push({ id: lessonId, kind: lesson.kind, gameType: game?.type ?? null });
        lessonRows.push({
          id: lessonId,
          chapterId,
          courseId,
          title: lesson.title,
          kind: lesson.kind,
          position: lessonIndex + 1,
          body: lesson.body,
          videoUrl: lesson.videoUrl ?? null,
          durationMinutes: lesson.durationMinutes,
          game,
        });
      });
    });
  }
  await db.insert(courses).values(courseRows);
  await db.insert(chapters).values(chapterRows);
  await db.insert(lessons).values(lessonRows);

  const bundleRows = DEMO_BUNDLES.map((bundle, index) => ({
    id: crypto.randomUUID(),
    title: bundle.title,
    description: bundle.description,
    coverImage: coverUrl(bundle.slug),
    position: index + 1,
    published: true,
  }));
  await db.insert(bundles).values(bundleRows);
  await db.insert(bundleCourses).values(
    DEMO_BUNDLES.flatMap((bundle, index) =>
      bundle.courses.map((slug, position) => ({
        bundleId: bundleRows[index]?.id ?? '',
        courseId: catalog[slug]?.id ?? '',
        position: position + 1,
      })),
    ),
  );
  return catalog;
}
