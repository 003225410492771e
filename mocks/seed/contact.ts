/** The support inbox of the seed: contact messages as members and visitors sent them. */

import { timestamp } from '../clock';
import { nextId } from '../db';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { type Context, instantAt } from './context';

export async function seedContactMessages(ctx: Context): Promise<void> {
  const messages = [
    {
      name: 'Kelechi Obi',
      email: 'kelechi.obi@example.com',
      phone: '+234 803 410 2201',
      subject: 'Corporate booking for 20 players',
      category: 'business' as const,
      message:
        'We would like to book Independence Layout Courts for a staff tournament next month.',
      days: -6,
    },
    {
      name: 'Adaeze Okafor',
      email: DEMO_ACCOUNTS.member.email,
      phone: '',
      subject: 'Floodlights on Pitch A',
      category: 'feedback' as const,
      message: "Two floodlights on Pitch A at Lekki Arena were out during Friday's 5-a-side.",
      days: -2,
    },
  ];
  for (const { days, ...message } of messages) {
    const user = ctx.database.users.findFirst((q) => q.where({ email: message.email }));
    await ctx.database.contactMessages.create({
      id: nextId(ctx.database, 'contactMessages'),
      ...message,
      user_id: user?.id ?? null,
      created_at: timestamp(instantAt(ctx, days, '16:20')),
    });
  }
}
