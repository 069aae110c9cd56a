import { parseArgs } from 'node:util';
import { callJson, JourneyError } from '../../testing';
import { CliError } from './cli-error';
import {
  CONTROL_TOKEN_ENV,
  CONTROL_TOKEN_OPTION,
  CONTROL_TOKEN_USAGE,
  type Connection,
  connect,
} from './connect';
import { CONTROL_USAGE, controlUrlOf } from './control-url';
import { TRIGGER_RECIPES } from './trigger-recipes';

export const TRIGGER_USAGE = `Usage: card-issuance-mock trigger <event-type>... [--control <url>] [--json]
       card-issuance-mock trigger --list [--json]

Creates what each event needs (an account, a cardholder, a card, a purchase...) through the public APIs
and the control API of a running mock, fires the event, and prints the ids it created and the event.

Options:
${CONTROL_USAGE}
${CONTROL_TOKEN_USAGE}
  --list              list the event types of both styles and what each does
  --json              one JSON line per result on stdout, nothing else: per event fired
                      {eventType, style, eventId, created, earlier}; with --list {eventType, style, does}
  -h, --help          show this help`;

/**
 * `trigger --list`: one line per event type, its style and what it does; one JSON object each with `json`.
 *
 * @example
 * console.log(triggerList());
 */
export function triggerList(json = false): string {
  const width = Math.max(...Object.keys(TRIGGER_RECIPES).map((type) => type.length));
  return Object.entries(TRIGGER_RECIPES)
    .map(([type, { style, does }]) =>
      json
        ? JSON.stringify({ eventType: type, style, does })
        : `${type.padEnd(width)}  Style ${style.toUpperCase()}  ${does}`,
    )
    .join('\n');
}

/** What `trigger` did for one event type: its one JSON line with `--json`. */
export interface FiredEvent {
  eventType: string;
  style: string;
  /** The newest event of that type the steps emitted. */
  eventId: string;
  /** The ids the steps created, by name (accountId, cardId...). */
  created: Record<string, string>;
  /** How many more events of that type the steps emitted before it. */
  earlier: number;
}

type EventItem = { id: string; type: string };

async function events(target: Connection['target'], type: string, limit: number): Promise<EventItem[]> {
  const query = `?type=${encodeURIComponent(type)}&limit=${limit}`;
  const answer = await callJson(
    target.fetch,
    'read the event log',
    'GET',
    `${target.config.controlUrl}/events${query}`,
  );
  return (answer.data as { items: EventItem[] }).items;
}

async function fire(
  target: Connection['target'],
  type: string,
  log: (line: string) => void,
): Promise<FiredEvent> {
  const recipe = TRIGGER_RECIPES[type];
  if (!recipe) throw new Error(`no recipe for ${type}`);
  log(`${type} (Style ${recipe.style.toUpperCase()}): ${recipe.does}`);
  const before = (await events(target, type, 1))[0]?.id;
  const created = await recipe.run(target);
  log(
    `  created ${Object.entries(created)
      .map(([name, id]) => `${name}=${id}`)
      .join(' ')}`,
  );
  const recent = await events(target, type, 50);
  // Newest first: what came after the newest one seen before the steps ran.
  const seen = recent.findIndex((event) => event.id === before);
  const fired = seen === -1 ? recent : recent.slice(0, seen);
  const newest = fired[0];
  if (!newest) throw new CliError(`${type}: the steps ran, but the mock emitted no ${type} event`);
  log(`  fired ${type} ${newest.id}${fired.length > 1 ? ` (and ${fired.length - 1} earlier ${type})` : ''}`);
  return { eventType: type, style: recipe.style, eventId: newest.id, created, earlier: fired.length - 1 };
}

/**
 * `card-issuance-mock trigger`: fires each event type named, in order, against the mock at `--control`.
 *
 * @example
 * await triggerCommand(['CARD.CREATED', '--control', 'http://127.0.0.1:4010', '--json']);
 */
export async function triggerCommand(argv: string[]): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      control: { type: 'string' },
      ...CONTROL_TOKEN_OPTION,
      list: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return console.log(TRIGGER_USAGE);
  const json = values.json ?? false;
  if (values.list) return console.log(triggerList(json));
  if (positionals.length === 0) throw new CliError(`name an event type\n\n${TRIGGER_USAGE}`, 2);
  const unknown = positionals.filter((type) => !(type in TRIGGER_RECIPES));
  if (unknown.length > 0) {
    throw new CliError(
      `unknown event type ${unknown.join(', ')}; known: ${Object.keys(TRIGGER_RECIPES).join(', ')}`,
      2,
    );
  }
  const { target } = await connect(
    controlUrlOf(values.control, process.env),
    fetch,
    values['control-token'] ?? process.env[CONTROL_TOKEN_ENV],
  );
  for (const type of positionals) {
    try {
      // With --json the progress lines are left out: stdout holds the results only.
      const fired = await fire(target, type, json ? () => {} : console.log);
      if (json) console.log(JSON.stringify(fired));
    } catch (error) {
      if (error instanceof JourneyError) {
        throw new CliError(
          `${type}: step "${error.step}" failed: HTTP ${error.status} ${JSON.stringify(error.body)}`,
        );
      }
      throw error;
    }
  }
}
