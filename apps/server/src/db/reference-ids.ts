// Ids of reference rows that code and demo data refer to by meaning. The rows themselves are
// created by the reference-data migration (0002); these ids never change once released.

export const SEX = { male: 1, female: 2 } as const;

/** user_role_types.id, in the order of USER_ROLES in the contract. */
export const USER_ROLE_TYPE = {
  Administrator: 1,
  AdminExpertCommission: 2,
  AdminExpertCommissionReadOnly: 3,
  AdminUnionCommision: 4,
  ClubManager: 5,
  ClubManagerReadOnly: 6,
  FedUnitManager: 7,
  PersonalMember: 8,
} as const;

export const APPROVAL_STATE = { draft: 1, waiting: 2, approved: 3, rejected: 4, cancelled: 5 } as const;
export const PAID_STATE = { unpaid: 1, paid: 2, notRequired: 3 } as const;

export const PERSON_ROLE_TYPE = {
  CLUB_MEMBER: 1,
  ATHLETE: 2,
  COACH: 3,
  REFEREE: 4,
  CLUB_OFFICIAL: 5,
  BOARD_MEMBER: 6,
  HOSTING_FOREIGNER: 7,
  VOLUNTEER: 8,
} as const;

export const SECTION = { badminton: 1, parabadminton: 2 } as const;
export const FEDERATION_UNIT = { praha: 1, stredocesky: 2, jihomoravsky: 3, moravskoslezsky: 4 } as const;
export const CLUB_TYPE = { association: 1, branch: 2, school: 3, company: 4 } as const;
/** codebook_entries list `clubRoleTypes`. */
export const CLUB_ROLE_TYPE = { federationMember: 1 } as const;
/** codebook_entries list `seasonStates`. */
export const SEASON_STATE = { prepared: 1, active: 2, closed: 3 } as const;
/** countries.id is the ISO 3166-1 numeric code. */
export const COUNTRY = { CZE: 203, SVK: 703 } as const;
