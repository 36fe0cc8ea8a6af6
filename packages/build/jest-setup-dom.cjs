// Every jsdom test file: jest-dom's matchers, and TextEncoder/TextDecoder, which react-router 7 uses
// and jsdom does not provide.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;
require('@testing-library/jest-dom');
