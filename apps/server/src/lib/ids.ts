import { v7 as uuidv7 } from 'uuid';

/** Ids are UUIDv7 (time-ordered, so indexes stay compact), exposed on the wire as `_id`. */
export const newId = (): string => uuidv7();
