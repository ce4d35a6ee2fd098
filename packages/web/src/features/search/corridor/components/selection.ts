/** The result picked on the map or in the list; `from` says where, so that only the other side moves to it. */
export interface Selection {
  id: string;
  from: 'map' | 'list' | 'focus';
}
