import type { Decorator } from '@storybook/react';
import { MemoryRouter } from 'react-router-dom';

/** Stories of components that render router links. */
export const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);
