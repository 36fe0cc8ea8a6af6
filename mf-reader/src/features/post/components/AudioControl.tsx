import { AUDIO_TEXT_MAX } from '@cwt/contracts';
import { mediaApi, t, useT } from '@cwt/core';
import { Button, notify } from '@cwt/ui';
import { useEffect, useState } from 'react';
import styles from './PostExtras.module.css';

/** Plain text of the post for text-to-speech, within the API's limit. */
export function speechText(title: string, html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const body = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${title}. ${body}`.slice(0, AUDIO_TEXT_MAX);
}

/** 'Convert to Audio': idle, 'Generating audio...', then a player. */
export function AudioControl({ title, html }: { title: string; html: string }) {
  const translate = useT();
  const [state, setState] = useState<'idle' | 'generating' | 'ready'>('idle');
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const generate = async () => {
    setState('generating');
    try {
      const blob = await mediaApi.generateAudio(speechText(title, html));
      setUrl(URL.createObjectURL(blob));
      setState('ready');
    } catch (error) {
      console.error('[reader] audio failed', error);
      notify.error(t('reader.audio.failed'), { id: 'audio-error' });
      setState('idle');
    }
  };

  if (state === 'ready' && url) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: generated speech of the text shown on the page.
      <audio
        className={styles.audio}
        controls
        src={url}
        aria-label={translate('reader.audio.label', { title })}
        autoPlay
      />
    );
  }
  return (
    <Button variant="secondary" onClick={generate} loading={state === 'generating'}>
      {translate(state === 'generating' ? 'reader.audio.generating' : 'reader.audio.convert')}
    </Button>
  );
}
