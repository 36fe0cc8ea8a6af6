import { render, screen } from '@testing-library/react';
import useSWR from 'swr';
import { signIn, signOut } from '../src/index';
import { LOGIN } from './helpers';

const KEY = ['/api/users/me'];

function Me({ fetcher }: { fetcher: () => Promise<string> }) {
  const { data } = useSWR(KEY, fetcher);
  return <p>{data ?? 'loading'}</p>;
}

describe('signing out while a request is in flight', () => {
  afterEach(() => signOut());

  test('a page opened after it gets its own answer, not the signed-in request it would have joined', async () => {
    signIn(LOGIN);
    let answerOld!: (name: string) => void;
    const before = render(<Me fetcher={() => new Promise<string>((resolve) => (answerOld = resolve))} />);
    signOut();
    before.unmount();
    render(<Me fetcher={async () => 'visitor view'} />);
    answerOld('Alice');
    expect(await screen.findByText('visitor view')).toBeTruthy();
    expect(screen.queryByText('Alice')).toBeNull();
  });
});
