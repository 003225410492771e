/**
 * The demo's outbox: every e-mail the server would send is kept here instead, so that
 * "we sent you an e-mail" is never a lie and a tester can read it (pitchsideMock.outbox() in the
 * browser, MOCK_OUTBOX_FILE for the standalone server).
 */
import { clock, timestamp } from './clock';
import { nextId } from './db';
import type { Database } from './db';
import type { OutboxEmailRecord } from './records';

export type OutboxEmail = Omit<OutboxEmailRecord, 'id' | 'created_at'>;

type Listener = (email: OutboxEmailRecord) => void;
const listeners = new Set<Listener>();

/** Hears every e-mail as it is sent (the standalone server writes them to a file). */
export function onEmailSent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function sendEmail(
  database: Database,
  email: OutboxEmail,
  at: Date = clock.now(),
): Promise<OutboxEmailRecord> {
  const sent = await database.outbox.create({
    id: nextId(database, 'outbox'),
    ...email,
    created_at: timestamp(at),
  });
  for (const listener of listeners) listener(sent);
  return sent;
}

/** Every e-mail sent, newest first. */
export function outboxOf(database: Database): OutboxEmailRecord[] {
  return database.outbox.findMany().sort((a, b) => b.id - a.id);
}
