export const id = 796;
export const ids = [796];
export const modules = {

/***/ 796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ CONFUSABLE_LATIN),
/* harmony export */   z: () => (/* binding */ foldConfusables)
/* harmony export */ });
// Letters drawn like Latin ones (Cyrillic, Greek, dotless i): text meant for a model or a reviewer
// can spell a word with them and still read as the Latin word. Used to see through such spellings.
/** A confusable letter → the Latin letter it looks like (lower case). */
const CONFUSABLE_LATIN = {
    '\u0430': 'a',
    '\u0441': 'c',
    '\u0435': 'e',
    '\u0456': 'i',
    '\u0458': 'j',
    '\u043e': 'o',
    '\u0440': 'p',
    '\u0455': 's',
    '\u0443': 'y',
    '\u0445': 'x',
    '\u04bb': 'h',
    '\u0501': 'd',
    '\u051b': 'q',
    '\u04cf': 'l',
    '\u0261': 'g',
    '\u0432': 'b',
    '\u03b1': 'a',
    '\u03bf': 'o',
    '\u03bd': 'v',
    '\u03b9': 'i',
    '\u03ba': 'k',
    '\u03c1': 'p',
    '\u03c5': 'u',
    '\u03c4': 't',
    '\u0410': 'a',
    '\u0421': 'c',
    '\u0415': 'e',
    '\u0406': 'i',
    '\u041e': 'o',
    '\u0420': 'p',
    '\u0405': 's',
    '\u041a': 'k',
    '\u0391': 'a',
    '\u039f': 'o',
    '\u039d': 'n',
    '\u0399': 'i',
    '\u039a': 'k',
    '\u03a4': 't',
    '\u0392': 'b',
    '\u0395': 'e',
    '\u0131': 'i', // dotless i
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLE_LATIN).join('')}]`, 'gu');
/** `text` with every confusable letter replaced by its Latin look-alike (the rest unchanged). */
function foldConfusables(text) {
    return text.replace(CONFUSABLE_RE, (c) => CONFUSABLE_LATIN[c]);
}


/***/ })

};
