"""The card studio: prototype card art and new cards live, export print-ready files.

scene (the studio screen: grid, detail, guides, compare), watch (live reload by polling),
export (PNG at print size), sheet (print-and-play PDF), commands (`tabletop studio`,
`tabletop cards export|sheet`), jobs (exports in another process), bench (figures).
"""
