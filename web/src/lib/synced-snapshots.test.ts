import { describe, expect, it } from 'vitest';
import { syncedSnapshotGate } from './synced-snapshots';

type Snap = { name: string; metadata: { fromCache: boolean }; docChanges: () => unknown[] };

const snap = (name: string, fromCache: boolean, changes = 1): Snap => ({
  name,
  metadata: { fromCache },
  docChanges: () => Array.from({ length: changes }),
});

function gateWith(offline = false) {
  const shown: string[] = [];
  const state = { offline };
  const gate = syncedSnapshotGate<Snap>(
    (s) => shown.push(s.name),
    () => state.offline,
  );
  return { gate, shown, state };
}

describe('syncedSnapshotGate', () => {
  it("online, holds the cache's partial answer and shows the server's first", () => {
    const { gate, shown } = gateWith();
    gate.snapshot(snap('cache: admin only', true));
    expect(shown).toEqual([]);
    gate.snapshot(snap('server: full page', false, 5));
    expect(shown).toEqual(['server: full page']);
  });

  it("shows the server's answer even when it changes nothing from the cache's", () => {
    const { gate, shown } = gateWith();
    gate.snapshot(snap('cache', true));
    gate.snapshot(snap('server, same documents', false, 0));
    expect(shown).toEqual(['server, same documents']);
  });

  it("offline, shows the cache's answer at once", () => {
    const { gate, shown } = gateWith(true);
    gate.snapshot(snap('cache', true));
    expect(shown).toEqual(['cache']);
  });

  it('shows the held cache answer when the browser goes offline while waiting', () => {
    const { gate, shown, state } = gateWith();
    gate.snapshot(snap('cache', true));
    state.offline = true;
    gate.offline();
    expect(shown).toEqual(['cache']);
    gate.offline();
    expect(shown).toEqual(['cache']);
  });

  it('going offline before any answer shows nothing', () => {
    const { gate, shown } = gateWith();
    gate.offline();
    expect(shown).toEqual([]);
  });

  it('after the first answer, reports document changes but not metadata-only ones', () => {
    const { gate, shown } = gateWith();
    gate.snapshot(snap('server', false));
    gate.snapshot(snap('pending write acknowledged', false, 0));
    gate.snapshot(snap('a member renamed', false, 1));
    gate.snapshot(snap('offline, same documents', true, 0));
    gate.snapshot(snap('a local write while offline', true, 1));
    expect(shown).toEqual(['server', 'a member renamed', 'a local write while offline']);
  });
});
