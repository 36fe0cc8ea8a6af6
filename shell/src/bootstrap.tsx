import '@cwt/ui/tokens.css';
import './i18n/setup';
import { parseRuntimeConfig, type RuntimeConfig } from '@cwt/contracts';
import { activateLocale, getLocale, setRuntimeConfig } from '@cwt/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App';
import { BootError } from './BootError';
import { registerConfiguredRemotes } from './remotes/federation';

async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // no-store: a redeployed remote URL must take effect on the next page load.
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const parsed = parseRuntimeConfig(await response.json());
  if (!parsed.success) throw new Error(`/config.json is invalid: ${parsed.message}`);
  return parsed.data;
}

let root: Root | null = null;

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  root ??= createRoot(container);
  try {
    // The language's catalogues arrive with the config, before the first render: the page React
    // renders over the served one is in the same language, and no message id is ever shown.
    const [config] = await Promise.all([loadRuntimeConfig(), activateLocale(getLocale())]);
    setRuntimeConfig(config);
    registerConfiguredRemotes(config.remotes);
  } catch (error) {
    console.error('[cwt] start-up failed', error);
    root.render(<BootError error={error} onRetry={() => void start()} />);
    return;
  }
  // A transition renders in slices that yield to the browser every few milliseconds instead of one
  // long task: the prerendered first view is already on screen (and stays until React commits), so
  // nothing waits for this render, while input and the page's own loading must not wait behind it.
  startTransition(() => {
    root?.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
