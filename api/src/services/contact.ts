import type { ContactRequest, ContactResponse } from '@cwt/contracts';
import type { AppContext } from '../context';
import { contactMessages } from '../db/schema';

export async function submitContact(ctx: AppContext, input: ContactRequest): Promise<ContactResponse> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, message: input.message })
    .returning({ id: contactMessages.id });
  return { message: 'Message sent successfully!', id: row!.id };
}
