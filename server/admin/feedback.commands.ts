/**
 * Members' feedback from the admin CLI (the member centre's feedback page, server/feedback): the
 * operator's list, newest first, and the reply the member then reads on the page. A reply and its
 * audit row (who, when, what) commit together; an answer is given once unless the operator asks to
 * replace it, so a second operator does not overwrite the first by mistake.
 */
import type { Db, Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { listFeedbackForOperator, replyToFeedback } from '../feedback/feedback.service';
import { usernameKey } from '../identity/identifier-key';
import { splitOptions } from './cli-options';

/** The longest reply, in characters once trimmed. */
export const FEEDBACK_REPLY_MAX = 1000;

export const FEEDBACK_USAGE = `  feedback list [--open] [--member USERNAME] [--merchant CODE]
                                                       members' feedback, newest first: id, time, member, type, content,
                                                       pictures, replied or open (--open: only those awaiting a reply)
  feedback reply <id> <text...> [--replace] [--merchant CODE]
                                                       answer a feedback (1-${FEEDBACK_REPLY_MAX} characters), shown to the member on
                                                       the feedback page; --replace changes an answer already given`;

/** How much of a content the list shows on its one line, in characters. */
const LISTED_CONTENT = 60;
/** The list's length: the newest this many. */
const LISTED_ROWS = 200;

export type FeedbackCommand =
  | { kind: 'feedback.list'; merchant: string; openOnly: boolean; member: string | null }
  | { kind: 'feedback.reply'; merchant: string; feedbackId: number; reply: string; replace: boolean };

export class FeedbackUsageError extends Error {}

const words = (rest: string[], valued: string[], flags: string[]) => splitOptions(rest, valued, flags, (message) => new FeedbackUsageError(message));

/** A feedback command, or null when the words are not one (another parser's turn). */
export function parseFeedbackCommand(argv: string[]): FeedbackCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'feedback') return null;
  if (action === 'list') {
    const { positional, values, flags } = words(rest, ['member', 'merchant'], ['open']);
    if (positional.length) throw new FeedbackUsageError(`unexpected argument ${positional[0]}`);
    return { kind: 'feedback.list', merchant: values.merchant ?? DEMO_MERCHANT_CODE, openOnly: flags.has('open'), member: values.member ?? null };
  }
  if (action === 'reply') {
    const { positional, values, flags } = words(rest, ['merchant'], ['replace']);
    const [id, ...text] = positional;
    if (id === undefined || !/^\d{1,12}$/.test(id)) throw new FeedbackUsageError('feedback reply needs <id> (see feedback list) and the reply');
    const reply = text.join(' ').trim();
    const length = [...reply].length;
    if (length === 0) throw new FeedbackUsageError('feedback reply needs the reply after the id');
    if (length > FEEDBACK_REPLY_MAX) throw new FeedbackUsageError(`the reply is ${length} characters; at most ${FEEDBACK_REPLY_MAX}`);
    return { kind: 'feedback.reply', merchant: values.merchant ?? DEMO_MERCHANT_CODE, feedbackId: Number(id), reply, replace: flags.has('replace') };
  }
  throw new FeedbackUsageError('feedback needs list or reply');
}

/**
 * A member's text on one line of the operator's terminal: line breaks and runs of spaces become
 * one space, and control characters (escape sequences) and bidirectional overrides, which could
 * restyle the terminal or disguise the line, go as well; long texts end in an ellipsis.
 */
function oneLine(text: string): string {
  const flat = text.replace(/[\s\p{Cc}\u202a-\u202e\u2066-\u2069]+/gu, ' ').trim();
  const characters = [...flat];
  return characters.length > LISTED_CONTENT ? `${characters.slice(0, LISTED_CONTENT - 1).join('')}…` : flat;
}

type Print = (text: string) => { code: number; stdout: string; stderr: string };

export interface FeedbackCommandHelpers {
  now: () => Date;
  done: Print;
  fail: Print;
  /** the audit row, written with the transaction's handle */
  auditIn: (tx: Queryable) => Promise<unknown>;
  /** who runs the command: stored with the reply as the one who gave it */
  operator: string;
}

export async function executeFeedbackCommand(db: Db, command: FeedbackCommand, helpers: FeedbackCommandHelpers) {
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [command.merchant])).rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${command.merchant}`);
  switch (command.kind) {
    case 'feedback.list': {
      let memberId: number | null = null;
      if (command.member !== null) {
        const member = await db.query<{ id: number }>('SELECT id FROM members WHERE merchant_id = $1 AND username_key = $2', [
          merchant.id,
          usernameKey(command.member),
        ]);
        if (!member.rows[0]) return helpers.fail(`no member ${command.member} at merchant ${command.merchant}`);
        memberId = member.rows[0].id;
      }
      const rows = await listFeedbackForOperator(db, { merchantId: merchant.id, openOnly: command.openOnly, memberId, limit: LISTED_ROWS });
      if (rows.length === 0) return helpers.done(command.openOnly ? 'no feedback awaiting a reply' : 'no feedback');
      return helpers.done(
        rows
          .map((r) =>
            [
              r.id,
              r.createdAt.toISOString(),
              r.username,
              r.type,
              oneLine(r.content),
              `${r.imageCount} picture${r.imageCount === 1 ? '' : 's'}`,
              r.repliedAt ? 'replied' : 'open',
            ].join('\t'),
          )
          .join('\n'),
      );
    }
    case 'feedback.reply': {
      const outcome = await db.transaction(async (tx) => {
        const replied = await replyToFeedback(tx, {
          merchantId: merchant.id,
          feedbackId: command.feedbackId,
          reply: command.reply,
          operator: helpers.operator,
          replace: command.replace,
          now: helpers.now(),
        });
        if (replied.kind === 'replied') await helpers.auditIn(tx);
        return replied;
      });
      if (outcome.kind === 'unknown') return helpers.fail(`no feedback ${command.feedbackId}`);
      if (outcome.kind === 'alreadyReplied') {
        return helpers.fail(
          `feedback ${command.feedbackId} was answered at ${outcome.repliedAt.toISOString()} by ${outcome.repliedBy}: add --replace to change the answer`,
        );
      }
      return helpers.done(`feedback ${command.feedbackId} ${outcome.replaced ? 'answer replaced' : 'answered'}`);
    }
  }
}
