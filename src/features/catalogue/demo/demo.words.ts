// Vocabulary of the demo catalogue: every name, title and text is combined from these lists, so
// the demo reads naturally without borrowing any real film or person.

export const firstNames = [
  'Ada', 'Aiden', 'Alma', 'Amara', 'Anselm', 'Ari', 'Astrid', 'Aurelio', 'Bea', 'Bram', 'Cal', 'Calla', 'Cass', 'Cato',
  'Celeste', 'Cyril', 'Dara', 'Davin', 'Delphine', 'Dorian', 'Edda', 'Elio', 'Elke', 'Emrys', 'Esme', 'Ezra', 'Fen', 'Flora',
  'Gideon', 'Greta', 'Hale', 'Hana', 'Idris', 'Ilse', 'Imogen', 'Ines', 'Ira', 'Isak', 'Jada', 'Jonas', 'Juno', 'Kai',
  'Kiri', 'Lars', 'Leda', 'Lena', 'Levi', 'Lio', 'Lorcan', 'Lumi', 'Mael', 'Mara', 'Marek', 'Mei', 'Milo', 'Mira',
  'Nadia', 'Nico', 'Nell', 'Noor', 'Oren', 'Orla', 'Otto', 'Pia', 'Quinn', 'Rafe', 'Rhea', 'Rowan', 'Runa', 'Sami',
  'Saoirse', 'Selma', 'Silas', 'Sol', 'Suki', 'Tamsin', 'Teo', 'Thea', 'Tobin', 'Ugo', 'Vera', 'Viggo', 'Wren', 'Yara',
  'Yusuf', 'Zadie', 'Zane', 'Zora',
];

export const lastNames = [
  'Abernethy', 'Achterberg', 'Aldana', 'Ashdown', 'Bellweather', 'Blackwood', 'Brannock', 'Castellane', 'Corvin', 'Dalgaard',
  'Delacroix-Hart', 'Drummond', 'Eastlake', 'Ellory', 'Falk', 'Farrow', 'Fairhaven', 'Galloway', 'Greyhill', 'Halloran',
  'Hartsfield', 'Holloway', 'Ibarra', 'Ingleby', 'Jansky', 'Kestrel', 'Kovalenko', 'Lachance', 'Lindqvist', 'Locklear',
  'Marchetti', 'Merriweather', 'Montague', 'Nakashima', 'Nightingale', 'Norrington', 'Oakes', 'Okonkwo', 'Ostrander',
  'Pennington', 'Quillon', 'Ravensworth', 'Redfern', 'Rosales', 'Saltmarsh', 'Seferis', 'Silvermoon', 'Stroud', 'Sunderland',
  'Tamura', 'Thorne', 'Trevelyan', 'Underhill', 'Valdivia', 'Vance', 'Varga', 'Wexford', 'Whitlock', 'Winterbourne', 'Wolfe',
  'Yardley', 'Zelenko',
];

export const places = [
  'Bristol, England', 'Lyon, France', 'Porto, Portugal', 'Gothenburg, Sweden', 'Osaka, Japan', 'Valparaíso, Chile',
  'Halifax, Nova Scotia, Canada', 'Galway, Ireland', 'Trieste, Italy', 'Ghent, Belgium', 'Melbourne, Australia',
  'Austin, Texas, USA', 'Tbilisi, Georgia', 'Busan, South Korea', 'Kraków, Poland', 'Cape Town, South Africa',
  'Seville, Spain', 'Reykjavík, Iceland', 'Portland, Oregon, USA', 'Edinburgh, Scotland',
];

export const adjectives = [
  'Silent', 'Crimson', 'Hollow', 'Last', 'Midnight', 'Golden', 'Broken', 'Distant', 'Paper', 'Iron', 'Velvet', 'Burning',
  'Quiet', 'Wild', 'Glass', 'Northern', 'Hidden', 'Electric', 'Forgotten', 'Salt', 'Winter', 'Borrowed', 'Lucky', 'Violet',
  'Restless', 'Bitter', 'Painted', 'Sleepless', 'Faraway', 'Secret',
];

export const nouns = [
  'Harbor', 'Orchard', 'Signal', 'Lantern', 'Meridian', 'Tide', 'Kingdom', 'Echo', 'Garden', 'Frontier', 'Compass', 'Atlas',
  'Mirror', 'Horizon', 'Archive', 'Carnival', 'Lighthouse', 'Station', 'Summer', 'Canyon', 'Ember', 'Voyage', 'Inheritance',
  'Riddle', 'Parade', 'Hotel', 'Orbit', 'Covenant', 'Ballad', 'Winter', 'Reckoning', 'Alibi', 'Undertow', 'Masquerade',
  'Tributary', 'Cartographer', 'Pilgrim', 'Sparrow', 'Foxglove', 'Monsoon',
];

export const placesInTitles = ['Avalon Street', 'the Salt Flats', 'Kestrel Bay', 'Port Morrow', 'the Ninth Floor', 'Hollow Creek', 'the Eastern Line', 'Little Venice', 'Marrowgate', 'the Red Valley'];

export const genres = [
  'Action', 'Adventure', 'Animation', 'Comedy', 'Crime', 'Documentary', 'Drama', 'Family', 'Fantasy', 'History', 'Horror',
  'Music', 'Mystery', 'Romance', 'Science Fiction', 'Thriller', 'War', 'Western',
];

export const keywords = [
  'heist', 'small town', 'time loop', 'road trip', 'found family', 'coming of age', 'revenge', 'island', 'detective',
  'space station', 'haunted house', 'courtroom', 'chef', 'band', 'lighthouse', 'desert', 'submarine', 'election', 'circus',
  'inheritance', 'twins', 'amnesia', 'museum', 'snowstorm', 'train', 'artificial intelligence', 'dragon', 'boxing',
  'wedding', 'conspiracy', 'friendship', 'rivalry', 'first love', 'survival', 'journalism', 'orphan', 'mountain',
  'underground', 'treasure', 'chess', 'dance', 'pilot', 'robot', 'farm', 'vineyard', 'expedition', 'lost city',
];

export const countriesPool = ['US', 'GB', 'FR', 'DE', 'ES', 'IT', 'CA', 'AU', 'JP', 'KR', 'SE', 'IE', 'NZ', 'MX', 'BR'];
export const languagesPool = ['en', 'en', 'en', 'en', 'en', 'fr', 'es', 'de', 'ja', 'ko', 'it', 'sv'];

/** Per genre: who the story follows, what happens, and what is at stake. */
export const premise: Record<string, { who: string[]; what: string[]; stakes: string[] }> = {
  default: {
    who: ['a retired schoolteacher', 'two estranged sisters', 'a young architect', 'a night-shift nurse', 'a travelling musician', 'a stubborn fisherman'],
    what: ['inherits a house full of locked rooms', 'finds a letter that was never meant to arrive', 'agrees to one last favour for an old friend', 'returns home after twenty years away'],
    stakes: ['and must decide what the truth is worth', 'before the town changes forever', 'while an old secret finally surfaces', 'and learns that some debts cannot be repaid'],
  },
  Action: {
    who: ['a former border guard', 'an ex-stuntwoman', 'a disgraced bodyguard', 'a courier with a perfect record'],
    what: ['is hunted across a city in lockdown', 'must deliver a package nobody should open', 'is drawn into a heist gone wrong', 'races a storm to reach a stranded convoy'],
    stakes: ['with only one night to clear their name', 'as every ally turns into a suspect', 'before the bridge closes at dawn'],
  },
  Comedy: {
    who: ['a wedding planner with a secret', 'two rival food-truck owners', 'an overconfident substitute teacher', 'a family of terrible magicians'],
    what: ['accidentally books the same venue twice', 'enters a cooking contest by mistake', 'pretends to be a famous explorer', 'inherits a failing seaside hotel'],
    stakes: ['and chaos follows them everywhere', 'while their lies grow bigger by the hour', 'and discovers that disasters make the best memories'],
  },
  Crime: {
    who: ['a tired detective', 'a forensic accountant', 'a young public defender', 'a harbour patrol officer'],
    what: ['reopens a case everyone wants forgotten', 'follows a trail of counterfeit paintings', 'uncovers a ledger that names half the city council', 'investigates a disappearance at a fishing village'],
    stakes: ['as the suspects close ranks', 'before the statute of limitations runs out', 'while someone erases the evidence one piece at a time'],
  },
  'Science Fiction': {
    who: ['a salvage crew', 'a lonely station engineer', 'the first colonists of a frozen moon', 'a linguist'],
    what: ['answers a distress call from a ship lost decades ago', 'wakes up a century too early', 'decodes a signal buried in background noise', 'discovers the station is not orbiting where it should be'],
    stakes: ['and must choose between home and the truth', 'before the air runs out', 'as time itself begins to fold'],
  },
  Horror: {
    who: ['a family of five', 'a night watchman', 'a group of old college friends', 'a radio host'],
    what: ['moves into a farmhouse where the clocks run backwards', 'takes a job at an abandoned sanatorium', 'gathers for a reunion in a cabin without a road', 'receives calls from a listener who died in 1974'],
    stakes: ['and something follows them home', 'until the house decides who may leave', 'as the whispers grow louder every night'],
  },
  Romance: {
    who: ['a bookbinder and a pilot', 'two translators', 'a florist', 'a pair of rival violinists'],
    what: ['keep meeting on the same delayed train', 'exchange anonymous letters through a library book', 'fall for each other during a city-wide blackout', 'are stuck together on a week-long ferry crossing'],
    stakes: ['while the rest of their lives pull them apart', 'before the summer ends', 'and learn that timing is everything'],
  },
  Documentary: {
    who: ['beekeepers in three countries', 'the last lighthouse keepers', 'a community orchestra', 'the builders of a forgotten railway'],
    what: ['are followed through a year of change', 'tell the story of their craft in their own words', 'prepare for the performance of their lives', 'are remembered by the people who knew them'],
    stakes: ['in an intimate and surprising portrait', 'as their world disappears', 'with humour and patience'],
  },
};

export const taglines = [
  'Some doors should stay closed.', 'Every ending is a way back.', 'The tide always returns.', 'Nobody leaves the same.',
  'One night. One chance.', 'The truth has a long memory.', 'Home was never the place.', 'Follow the light.',
  'It started with a whisper.', 'Not all maps lead somewhere.', 'Laugh now. Panic later.', 'The last signal before silence.',
  'Love arrives late.', 'Run. Hide. Remember.', 'Beneath every town, a story.',
];

export const episodeWords = [
  'Arrival', 'Low Tide', 'The Visitor', 'Crossings', 'Ashes', 'Blind Spot', 'The Ledger', 'Fault Lines', 'Homecoming', 'Night Ferry',
  'Undertow', 'Old Wounds', 'The Long Way', 'Relics', 'Static', 'First Light', 'The Bargain', 'Driftwood', 'Thaw', 'Reckoning',
  'Safe Harbour', 'Splinters', 'Parallax', 'Smoke Signals', 'Open Water', 'The Reunion', 'Dead Reckoning', 'Ghost Notes',
];

export const characterRoles = ['Detective', 'Doctor', 'Captain', 'Professor', 'Mayor', 'Sister', 'Officer', 'Agent', 'Father', 'Madame', 'Uncle'];
export const newsTopics = ['casting', 'festival', 'box office', 'renewal', 'trailer', 'interview', 'awards', 'production'];
