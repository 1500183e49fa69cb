/* navdocs search index shard; generated, do not edit */
(window.navdocsSearchShards = window.navdocsSearchShards || {})[0] = {"pages":["guide/buttons.html","guide/index.html"],
"crumbs":[[-1,"Guide"],[0,"Buttons"]],
"docs":[
[0,"Buttons",0,"Bar buttons need a 44x44 point hit target."],
[0,"Back button",1,"The back button shows the previous screen's title next to a chevron. Keep its label short, see NB004.",1],
[0,"Glyphs (24×24)",1,"Glyphs are drawn at 24x24 points. Prefer a familiar symbol over a zeppelin or any other novelty.","glyphs-24x24"],
[1,"Guide",-1,"How to design a navigation bar, one topic per page."]],
"terms":"0004 024 2x24 044 2x44 0a 1ny 1re 1t 0back 2r 1utton 6s 0chevron 0design 1rawn 0familiar 0glyphs 1uide 0hit 1ow 0its 0keep 0label 0navigation 1b 2004 1eed 2xt 1ovelty 0one 1r 1ther 1ver 0page 1er 1oint 5s 1refer 3vious 0s 1creen 1ee 1hort 3ws 1ymbol 0target 1he 1itle 1o 2pic 0x 0zeppelin",
"postings":"A F E w w wAAA E E E B wI B yAA A I E E F wAAC w I A A A I A A w A E I E E E I I w E E A A A A A A E w A A AE I wE E"};
/* navdocs search index shard; generated, do not edit */
(window.navdocsSearchShards = window.navdocsSearchShards || {})[1] = {"pages":["guide/titles.html","index.html"],
"crumbs":[[-1,"Guide"],[0,"Titles"]],
"docs":[
[0,"Titles",0,"Keep titles short and let the content speak."],
[0,"Large titles",1,"Set prefersLargeTitles on the root screen only. A large title collapses into the bar when people scroll the content.",1],
[0,"Inline titles",1,"The standard title sits inline in the bar at 17 points, centered between the controls.",1],
[1,"Home",-1,"Guidelines for navigation bars, checked by navlint."]],
"terms":"017 0a 1nd 1t 0bar 3s 1etween 1y 0centered 1hecked 1ollapses 2ntent 4rols 0for 0guide 5lines 0home 0in 2line 2to 0keep 0large 1et 0navigation 3lint 0on 2ly 0people 1oints 1refers 7largetitles 0root 0screen 3oll 1et 1hort 1its 1peak 1tandard 0the 1itle 5s 0when",
"postings":"E A w E AA I E I E I A wA E I wAA I K E F A w B w I I A A A E A A A A A A w E w E wAA AA yBB A"};
/* navdocs search index shard; generated, do not edit */
(window.navdocsSearchShards = window.navdocsSearchShards || {})[2] = {"pages":["rules/NB001.html","rules/NB004.html"],
"crumbs":[[-1,"Rules"],[0,"Back label too long"]],
"docs":[
[0,"Title too long",0,"A title longer than 15 characters gets truncated on small screens."],
[1,"Back label too long",0,"Long back labels crowd out the title."],
[1,"Why <it> matters",1,"People read the label to know where <b>back</b> goes & what \"comes\" next.","why"]],
"terms":"0001 24 012 15 0a 0b 1ack 4-label-too-long 1utton 0characters 1omes 1rowd 0gets 1oes 0is 1t 0know 0label 5s 1ong 4-title 4er 0matters 0nb 2001 44 1ext 0on 1ut 0people 0read 1ules 0screens 1mall 0than 2e 1itle 5-too-long 1o 2o 1runcated 0what 2ere 2y",
"postings":"x B B x w E CA D B xB E A w E xB F E CA A yCA z xB F xB z D E w A E E wAA w w xB xBA yA z E yCA w E E F"};
/* navdocs search index, format 2; generated, do not edit */
window.navdocsSearchIndex = {"version":2,
"shards":[
["search-index/0-df9bb4d767c47fa5.js","guide/buttons.html",4],
["search-index/1-901355371c388e3b.js","guide/titles.html",4],
["search-index/2-cffe2d3e24c1ff66.js","rules/NB001.html",3]]};
