// micromark 4's `postprocess` with micromark-util-subtokenize 2.1.0 (MIT, its licence below), giving the same events
// with less work. Node, compile time (the copy of mdast-util-from-markdown beside it calls it).
//
// The package tokenizes a document's embedded content level by level (flow, then content, then text): one pass over
// every event per level, and a last pass that finds nothing, each pass copying the whole list three times. Each pass
// replaces the chunks it visits, and skips what it puts in, so only the events the previous pass put in can hold a
// chunk. Here a pass visits only those; it notes each chunk's replacement and makes the new list once, at the end.
// The package also moves every container exit before the line endings right before it, in every pass. Here an exit
// is moved in the pass that first meets it, once that pass's chunks are in, and again only when the events just
// before it changed: when it follows events a pass put in, past line endings, prefixes and other container exits.
// Moving one again with nothing new before it changes nothing.
// Levels stay breadth first: references in text resolve against every definition of the page.
//
// (The MIT License)
//
// Copyright (c) Titus Wormer <tituswormer@gmail.com>
//
// Permission is hereby granted, free of charge, to any person obtaining
// a copy of this software and associated documentation files (the
// 'Software'), to deal in the Software without restriction, including
// without limitation the rights to use, copy, modify, merge, publish,
// distribute, sublicense, and/or sell copies of the Software, and to
// permit persons to whom the Software is furnished to do so, subject to
// the following conditions:
//
// The above copyright notice and this permission notice shall be
// included in all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED 'AS IS', WITHOUT WARRANTY OF ANY KIND,
// EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF
// MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT.
// IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY
// CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT,
// TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE
// SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

/**
 * @import {Chunk, Event, Token} from 'micromark-util-types'
 */

import { splice } from 'micromark-util-chunked';

/**
 * Tokenizes every embedded content of `events` (a document's), in place.
 *
 * @param {Array<Event>} events
 * @returns {Array<Event>}
 */
export function postprocess(events) {
  let list = events;
  /** Where the last pass put events in: [start, end) pairs, in order. The first pass visits everything. */
  let ranges = [0, list.length];
  for (;;) {
    /** Chunk position → the events replacing it (its enter and exit), pair after pair. */
    const replacements = [];
    /** Positions of chunks a replacement was noted for while visiting an earlier chunk linked to them. */
    const replaced = new Set();
    /** Container exits met, in order: the package moves each when it first meets it. */
    const exits = [];
    for (let r = 0; r < ranges.length; r += 2) {
      const end = ranges[r + 1];
      for (let index = ranges[r]; index < end; index++) {
        const event = list[index];
        // The GFM tasklist extension's hook: it needs to know whether text is in the first content of a list item.
        // The package never visits a chunk tokenized with an earlier chunk.
        if (index && event[1].type === "chunkFlow" && list[index - 1][1].type === "listItemPrefix" && !replaced.has(index)) {
          markFirstContentOfListItem(event[1]._tokenizer.events);
        }
        if (event[0] === 'enter') {
          if (event[1].contentType) {
            if (!replaced.has(index)) tokenizeChunks(list, index, replacements, replaced);
            // Its exit, which goes with it.
            index++;
          }
        } else if (event[1]._container) {
          exits.push(index);
        }
      }
    }
    if (replacements.length === 0) {
      for (const index of exits) moveContainerExit(list, index);
      break;
    }
    const next = replace(list, replacements, exits);
    list = next.list;
    ranges = next.ranges;
    for (const index of withExitsAfter(list, ranges, exits)) moveContainerExit(list, index);
  }
  if (list !== events) splice(events, 0, Number.POSITIVE_INFINITY, list);
  return events;
}

/**
 * The subtokenizer's hook (micromark-util-subtokenize), on a flow chunk's events.
 *
 * @param {Array<Event>} subevents
 */
function markFirstContentOfListItem(subevents) {
  let otherIndex = 0;
  if (otherIndex < subevents.length && subevents[otherIndex][1].type === "lineEndingBlank") {
    otherIndex += 2;
  }
  if (otherIndex < subevents.length && subevents[otherIndex][1].type === "content") {
    while (++otherIndex < subevents.length) {
      if (subevents[otherIndex][1].type === "content") {
        break;
      }
      if (subevents[otherIndex][1].type === "chunkText") {
        subevents[otherIndex][1]._isInFirstContentOfListItem = true;
        otherIndex++;
      }
    }
  }
}

/**
 * Tokenizes the chunk entered at `eventIndex` with the chunks linked after it (the package's `subcontent`), and notes
 * the events replacing each one instead of splicing them in.
 *
 * @param {Array<Event>} events
 * @param {number} eventIndex
 * @param {Array<number | Array<Event>>} replacements
 * @param {Set<number>} replaced
 */
function tokenizeChunks(events, eventIndex, replacements, replaced) {
  const token = events[eventIndex][1];
  const context = events[eventIndex][2];
  let startPosition = eventIndex - 1;
  /** @type {Array<number>} */
  const startPositions = [];
  let tokenizer = token._tokenizer;
  if (!tokenizer) {
    tokenizer = context.parser[token.contentType](token.start);
    if (token._contentTypeTextTrailing) {
      tokenizer._contentTypeTextTrailing = true;
    }
  }
  const childEvents = tokenizer.events;
  /** @type {Array<Chunk>} */
  let stream;
  /** @type {Token | undefined} */
  let previous;
  let index = -1;
  /** @type {Token | undefined} */
  let current = token;
  let start = 0;
  const breaks = [start];

  // Loop forward through the linked tokens to pass them in order to the subtokenizer.
  while (current) {
    // Find the position of the event for this token.
    while (events[++startPosition][1] !== current) {
      // Empty.
    }
    startPositions.push(startPosition);
    if (!current._tokenizer) {
      stream = context.sliceStream(current);
      if (!current.next) {
        stream.push(null);
      }
      if (previous) {
        tokenizer.defineSkip(current.start);
      }
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = true;
      }
      tokenizer.write(stream);
      if (current._isInFirstContentOfListItem) {
        tokenizer._gfmTasklistFirstContentOfListItem = undefined;
      }
    }

    // Unravel the next token.
    previous = current;
    current = current.next;
  }

  // Now, loop back through all events (and linked tokens), to figure out which parts belong where.
  current = token;
  while (++index < childEvents.length) {
    if (
      // Find a void token that includes a break.
      childEvents[index][0] === 'exit' && childEvents[index - 1][0] === 'enter' && childEvents[index][1].type === childEvents[index - 1][1].type && childEvents[index][1].start.line !== childEvents[index][1].end.line) {
      start = index + 1;
      breaks.push(start);
      // Help GC.
      current._tokenizer = undefined;
      current.previous = undefined;
      current = current.next;
    }
  }

  // Help GC.
  tokenizer.events = [];

  // If there’s one more token (which is the cases for lines that end in an EOF), that’s perfect: the last point we
  // found starts it. If there isn’t then make sure any remaining content is added to it.
  if (current) {
    // Help GC.
    current._tokenizer = undefined;
    current.previous = undefined;
  } else {
    breaks.pop();
  }

  // The package pairs the parts with the chunks from the last one back.
  const offset = startPositions.length - breaks.length;
  for (let k = 0; k < breaks.length; k++) {
    const position = startPositions[offset + k];
    replacements.push(position, childEvents.slice(breaks[k], breaks[k + 1]));
    replaced.add(position);
  }
}

/**
 * A new list with each noted chunk (its enter and exit) replaced, and where the replacing events are in it: [start,
 * end) pairs in order, adjacent ones joined. The positions in `exits` (in order) are moved to the new list's.
 *
 * @param {Array<Event>} list
 * @param {Array<number | Array<Event>>} replacements
 * @param {Array<number>} exits
 * @returns {{list: Array<Event>, ranges: Array<number>}}
 */
function replace(list, replacements, exits) {
  const order = [];
  for (let k = 0; k < replacements.length; k += 2) order.push(k);
  order.sort((a, b) => replacements[a] - replacements[b]);
  const out = [];
  const ranges = [];
  let from = 0;
  let exit = 0;
  for (const k of order) {
    const position = replacements[k];
    const events = replacements[k + 1];
    for (; exit < exits.length && exits[exit] < position; exit++) exits[exit] += out.length - from;
    for (let i = from; i < position; i++) out.push(list[i]);
    const start = out.length;
    for (let i = 0; i < events.length; i++) out.push(events[i]);
    if (out.length > start) {
      if (ranges.length && ranges[ranges.length - 1] === start) ranges[ranges.length - 1] = out.length;
      else ranges.push(start, out.length);
    }
    from = position + 2;
  }
  for (; exit < exits.length; exit++) exits[exit] += out.length - from;
  for (let i = from; i < list.length; i++) out.push(list[i]);
  return { list: out, ranges };
}

/**
 * `exits` and the container exits whose line endings may have changed: those after the events put in at `ranges`,
 * across line endings, prefixes and other container exits. In order, once each.
 *
 * @param {Array<Event>} events
 * @param {Array<number>} ranges
 * @param {Array<number>} exits
 * @returns {Array<number>}
 */
function withExitsAfter(events, ranges, exits) {
  const after = [];
  for (let r = 1; r < ranges.length; r += 2) {
    for (let index = ranges[r]; index < events.length; index++) {
      const event = events[index];
      const type = event[1].type;
      if (type === "lineEnding" || type === "lineEndingBlank" || type === "linePrefix" || type === "listItemIndent") continue;
      if (event[0] !== 'exit' || !event[1]._container) break;
      if (after[after.length - 1] !== index) after.push(index);
    }
  }
  if (after.length === 0) return exits;
  return [...new Set([...exits, ...after])].sort((a, b) => a - b);
}

/**
 * Moves the container exit at `index` before the line endings (and their prefixes) before it (the package's code).
 *
 * @param {Array<Event>} events
 * @param {number} index
 */
function moveContainerExit(events, index) {
  const event = events[index];
  let otherIndex = index;
  /** @type {number | undefined} */
  let lineIndex;
  while (otherIndex--) {
    const otherEvent = events[otherIndex];
    if (otherEvent[1].type === "lineEnding" || otherEvent[1].type === "lineEndingBlank") {
      if (otherEvent[0] === 'enter') {
        if (lineIndex) {
          events[lineIndex][1].type = "lineEndingBlank";
        }
        otherEvent[1].type = "lineEnding";
        lineIndex = otherIndex;
      }
    } else if (otherEvent[1].type === "linePrefix" || otherEvent[1].type === "listItemIndent") {
      // Move past.
    } else {
      break;
    }
  }
  if (lineIndex) {
    // Fix position.
    event[1].end = {
      ...events[lineIndex][1].start
    };

    // Switch container exit w/ line endings.
    for (let i = index; i > lineIndex; i--) events[i] = events[i - 1];
    events[lineIndex] = event;
  }
}
