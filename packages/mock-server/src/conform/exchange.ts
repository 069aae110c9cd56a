/** The two faces of the interface a conformance run drives. */
export type ConformStyle = 'a' | 'b';

/** One request a journey sent and the answer it got, as the recording fetch saw them. */
export interface Exchange {
  /** The journey's step that sent it (`cards.issue`, `kyc.get (poll)`). */
  step: string;
  method: string;
  /** The path below the style's base URL, without the query (`/v1/budgets/bdg_1`). */
  path: string;
  status: number;
  /** The JSON body, or `undefined` when the answer had none or was not JSON. */
  body: unknown;
  /** The answer's `content-type`, as sent. */
  contentType: string;
}

/** An exchange with what the contract check found wrong with it (nothing: it conforms). */
export interface CheckedExchange extends Exchange {
  /** The spec's operation, `METHOD /template` (`POST /v1/budgets/{budgetId}/transfer-in`), or the raw path. */
  operation: string;
  /** The envelope's code (Style B `code`, Style A `error.code`), when the answer has one. */
  code: string | undefined;
  problems: string[];
}
