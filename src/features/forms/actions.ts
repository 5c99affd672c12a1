// Form actions (QR business lead, feedback).
export const formActions = {};
