// Query keys that one feature's change makes stale in another (a contribution paid from club
// credit is a new movement of the club's credit), kept here as features never import each other.
export const CREDITS_KEY = ['credits'] as const;
