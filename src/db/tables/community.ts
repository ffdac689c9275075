// Row types of the community tables. Add each table's interface here and list it below.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CommunityTables {}
