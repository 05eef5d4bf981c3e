// The league pages show tabs of four features (leagues, teams, matches, standings): each page's
// module brings all four namespaces of texts along, and the venue picker's of the match form.
export const LEAGUE_NAMESPACES = ['leagues', 'league-teams', 'league-matches', 'league-standings', 'sport-fields'];
