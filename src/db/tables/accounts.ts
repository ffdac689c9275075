// Row types of the accounts tables. Add each table's interface here and list it below.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountsTables {}
