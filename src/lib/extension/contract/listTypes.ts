// The saved lists' kinds, without zod: route search params read them in the entry chunk.
export const LIST_TYPES = ['cannedResponses', 'keywords', 'messages'] as const;
