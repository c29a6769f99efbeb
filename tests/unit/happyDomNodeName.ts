/**
 * Test-environment shim (happy-dom only; imported by tests, never by components).
 *
 * DOMPurify reads an element's name through `Node.prototype`'s `nodeName` getter called on the
 * element. Browsers (and jsdom) implement that getter once on Node; happy-dom overrides it on
 * Element, and its Node getter returns '' for elements, so DOMPurify drops every tag and never
 * checks attributes. This makes the Node getter dispatch to the element's own getter, as a browser does.
 */
const NodeProto = globalThis.Node?.prototype;
const original = NodeProto ? Object.getOwnPropertyDescriptor(NodeProto, 'nodeName') : undefined;

if (NodeProto && original?.get && !(NodeProto as { __nodeNameShim?: boolean }).__nodeNameShim) {
  const baseGetter = original.get;
  Object.defineProperty(NodeProto, 'nodeName', {
    configurable: true,
    enumerable: original.enumerable ?? false,
    get(this: Node) {
      let proto: object | null = Object.getPrototypeOf(this);
      while (proto && proto !== NodeProto) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this);
        proto = Object.getPrototypeOf(proto);
      }
      return baseGetter.call(this);
    },
  });
  Object.defineProperty(NodeProto, '__nodeNameShim', { value: true });
}

export {};
