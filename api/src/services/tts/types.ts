/** A speech engine: text in, one WAV file out. */
export interface SpeechSynthesizer {
  readonly name: string;
  synthesize(text: string, voice: string): Promise<Uint8Array>;
  close(): Promise<void>;
}
