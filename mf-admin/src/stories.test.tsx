import { describeEveryStory } from '@cwt/build/story-kit';
import { activateLocale } from '@cwt/core';

// Every story of this app in English and in Vietnamese (packages/build/story-kit.tsx).
describeEveryStory(__dirname, { activate: activateLocale });
