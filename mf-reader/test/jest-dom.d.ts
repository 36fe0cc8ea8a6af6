// Types of the Testing Library matchers that the shared Jest setup (packages/build) installs.
import '@testing-library/jest-dom';
