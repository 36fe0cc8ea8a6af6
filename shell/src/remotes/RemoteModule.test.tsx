import { resetRemoteComponentCache, setRemoteRuntime } from '@cwt/core';
import { renderAt } from '@test/helpers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteModule } from './RemoteModule';

// The federation runtime the shell hands to @cwt/core's loader.
const load = jest.fn<Promise<unknown>, [string]>();
const resetRemote = jest.fn<void, [string]>();

beforeEach(() => {
  resetRemoteComponentCache();
  setRemoteRuntime({ load, reset: resetRemote });
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function Home() {
  return <h1>Reader home</h1>;
}

let crash = true;
function Flaky() {
  if (crash) throw new Error('boom');
  return <p>Recovered</p>;
}

function Broken(): never {
  throw new Error('broken build');
}

function Fixed() {
  return <p>Fixed build</p>;
}

describe('RemoteModule', () => {
  it('renders the exposed default component', async () => {
    load.mockResolvedValue({ default: Home });
    renderAt(<RemoteModule id="reader/HomePage" />, '/');
    expect(await screen.findByRole('heading', { name: 'Reader home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('reader/HomePage');
  });

  it('shows an error card when the remote is down, and Retry loads it once it is back', async () => {
    load.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce({ default: Home });
    renderAt(
      <>
        <nav>Top bar</nav>
        <RemoteModule id="reader/HomePage" />
      </>,
      '/',
    );
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Top bar')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Reader home' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('reader');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('contains a remote that throws while rendering', async () => {
    crash = true;
    load.mockResolvedValue({ default: Flaky });
    renderAt(<RemoteModule id="social/ProfilePage" />, '/');
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
  });

  it('reloads a fresh copy of a remote whose module crashed while rendering, on Retry', async () => {
    // The runtime would hand back the same broken exports until the remote is reset.
    load.mockResolvedValueOnce({ default: Broken }).mockResolvedValueOnce({ default: Fixed });
    renderAt(<RemoteModule id="social/ProfilePage" />, '/');
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fixed build')).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('social');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a module that exposes no component', async () => {
    load.mockResolvedValue({ default: 42 });
    renderAt(<RemoteModule id="editor/CreatePostPage" />, '/');
    expect(await screen.findByText(/did not provide a component/)).toBeInTheDocument();
  });
});
