// Constants of the contract without zod, for code that must not load the schemas (the bridge,
// route search params).

/** The issue an `Ack` reply raises when the extension says the write did not happen. */
export const ACK_REFUSED = 'ack-refused';

/** The saved lists' kinds. */
export const LIST_TYPES = ['cannedResponses', 'keywords', 'messages'] as const;
