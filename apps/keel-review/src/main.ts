/** keel-review entry. */
export {};
