/** Same shape as a theme contract, with every leaf replaced by `Leaf`. */
export type MapLeafNodes<Obj, Leaf> = {
  [P in keyof Obj]: Obj[P] extends string ? Leaf : MapLeafNodes<Obj[P], Leaf>;
};
