// Every jsdom test file: jest-dom's matchers, and TextEncoder/TextDecoder, which react-router 7 uses
// and jsdom does not provide.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
require('@testing-library/jest-dom');

// findBy*/waitFor give up after 1 s by default. CI runs these suites beside the API's on two cores,
// where a first render that loads a module graph can take longer than that (ProfilePage's not-found
// text once did); the bound is how long to wait, not a speed check, so it is generous.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
