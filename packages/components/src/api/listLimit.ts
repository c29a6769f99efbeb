/** How many rows a catalogue list asks for (the demo API pages lists; this covers a whole list). */
export const LIST_LIMIT = 100;
