/** The issue an `Ack` reply raises when the extension says the write did not happen. */
export const ACK_REFUSED = 'ack-refused';
