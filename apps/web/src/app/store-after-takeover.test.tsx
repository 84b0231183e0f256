import { act } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useSelector } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser, selectCurrentUser, sessionNotReadYet } from '@/features/auth/auth-slice';
import { demoMember } from '@/test/fixtures';
import { AppProvider } from './provider';
import { createAppStore } from './store';
import { PageTakenOver, storeShowing } from './store-after-takeover';

/** What a screen draws from the store: the member's name, empty while the session is unknown. */
function MemberName() {
  const member = useSelector(selectCurrentUser);
  return <p data-testid="name">{member?.name ?? ''}</p>;
}

const namesOnPage = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="name"]')].map((line) => line.textContent);

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A member page's frame as the server draws it (the session not read yet), in the page; its store, and the state it was drawn in. */
function drawFrame(page: ReactNode) {
  const store = createAppStore();
  store.dispatch(sessionNotReadYet());
  const drawnState = store.getState();
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<AppProvider store={createAppStore(drawnState)}>{page}</AppProvider>);
  return { store, drawnState, container };
}

/** The browser takes the drawn page over (main.tsx), reporting any part it could not take over as drawn. */
async function takeOver(frame: ReturnType<typeof drawFrame>, page: ReactNode, onRecoverableError = vi.fn()) {
  await act(async () => {
    root = hydrateRoot(
      frame.container,
      <AppProvider store={frame.store} drawnState={frame.drawnState}>
        {page}
      </AppProvider>,
      { onRecoverableError },
    );
  });
  return onRecoverableError;
}

/** A frame drawn with a part of its own boundary, and the session read as the takeover starts. */
function drawFrameWithLatePart() {
  const frame = drawFrame(
    <>
      <MemberName />
      <Suspense fallback={null}>
        <MemberName />
      </Suspense>
    </>,
  );
  frame.store.dispatch(getCurrentUser(demoMember));
  return frame;
}

/** A lazy part whose code is still on its way when the takeover starts, and what makes it arrive. */
function lateMemberName() {
  let arrive: () => void = () => undefined;
  const LateMemberName = lazy(() => new Promise<{ default: typeof MemberName }>((resolve) => (arrive = () => resolve({ default: MemberName }))));
  return { LateMemberName, arrive: () => arrive() };
}

describe('a drawn page taken over while the store moves on', () => {
  it('shows the drawn state, unchanging, and sends every action to the store itself', () => {
    const store = createAppStore();
    store.dispatch(sessionNotReadYet());
    const drawnState = store.getState();
    const shown = storeShowing(store, drawnState);
    const listener = vi.fn();
    shown.subscribe(listener);

    shown.dispatch(getCurrentUser(demoMember));

    expect(selectCurrentUser(store.getState())).toEqual(demoMember);
    expect(shown.getState()).toBe(drawnState);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is taken over as drawn, with no mismatch, and then shows the member the store has read', async () => {
    const frame = drawFrame(<MemberName />);
    expect(namesOnPage(frame.container)).toEqual(['']);
    // The session is read as the takeover starts (main.tsx): the store has the member before React
    // has taken the page over.
    frame.store.dispatch(getCurrentUser(demoMember));

    const recoverableErrors = await takeOver(
      frame,
      <>
        <MemberName />
        <PageTakenOver />
      </>,
    );

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(namesOnPage(frame.container)).toEqual([demoMember.name]);
  });

  it('keeps the drawn state until the part holding the page is taken over, even when its code arrives late', async () => {
    const frame = drawFrameWithLatePart();
    const { LateMemberName, arrive } = lateMemberName();

    const recoverableErrors = await takeOver(
      frame,
      <>
        <MemberName />
        <Suspense fallback={null}>
          <LateMemberName />
          <PageTakenOver />
        </Suspense>
      </>,
    );
    // The rest is taken over; the screens still draw the frame as it was drawn.
    expect(namesOnPage(frame.container)).toEqual(['', '']);

    await act(async () => {
      arrive();
    });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(namesOnPage(frame.container)).toEqual([demoMember.name, demoMember.name]);
  });

  it('takes a part outside the page over from the drawn state too, when it comes after the screens have the store', async () => {
    const frame = drawFrameWithLatePart();
    const { LateMemberName: LateBanner, arrive } = lateMemberName();

    const recoverableErrors = await takeOver(
      frame,
      <>
        <MemberName />
        <PageTakenOver />
        <Suspense fallback={null}>
          <LateBanner />
        </Suspense>
      </>,
    );
    expect(namesOnPage(frame.container)).toEqual([demoMember.name, '']);

    await act(async () => {
      arrive();
    });

    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(namesOnPage(frame.container)).toEqual([demoMember.name, demoMember.name]);
  });

  it('follows the store from then on', async () => {
    const frame = drawFrame(<MemberName />);
    await takeOver(
      frame,
      <>
        <MemberName />
        <PageTakenOver />
      </>,
    );
    expect(namesOnPage(frame.container)).toEqual(['']);

    act(() => {
      frame.store.dispatch(getCurrentUser(demoMember));
    });

    expect(namesOnPage(frame.container)).toEqual([demoMember.name]);
  });
});
