window.navdocsSearchChunks = {};
window.navdocsSearchPages = {};
navdocsSearchChunks["b6b4c313b7429c9c"]="gx";
navdocsSearchChunks["8d25c04081746ad3"]="Mkx kx gB 9w 1F 1w A w wwA4w4M8w8w4w ow 8wgwcw 1w";
navdocsSearchChunks["a042122f4db16c25"]="1w 1w9w kQ RkGw kz w4w4Mw cw ow";
navdocsSearchChunks["19041126f2ec9eec"]="9w Rkx Cww";
navdocsSearchChunks["0c006ff500b63eee"]="cw 9w";
navdocsSearchChunks["f846ebba3afc89ba"]="gB4x cw";
navdocsSearchChunks["cf1ccca0a953c6f3"]="M 8M kM 8ww 9w";
navdocsSearchChunks["bbda0051d5dc8d4c"]="kw 4w 1w ow 1w cw gw 1B kM www4y4www cw ow w cy 4w 9w 9B 8M gx4x kN Mow M8w";
navdocsSearchChunks["1ce06c2fef92077d"]="kM MkCw kw 8R 8w ow";
navdocsSearchChunks["9a62fa7d3036e7cf"]="gC4Cw4y gz gB4x4w ow ow kN oA ow 4w8w cw Mgx4x gz Mkz w MkM4w 1w 8M8w 10y 4wkw8w 8M 1w 1wow kw 1w 4wkC4y 8McM 4w w 1w9w 1w 8M 8M M 10w4A kM4w 8M gw4ww M M8M";
navdocsSearchChunks["b204cafc0a2b4692"]="gw 8M M 8M M8wky M 9w 10w gw 8w 9w 1w w ow gB4x4w ow Q8wAA8x4Bw4w ow ow";
navdocsSearchChunks["850c1f82e6c2ab40"]="M8Mw8G4w gz";
navdocsSearchChunks["da6ce631d9c71dd7"]="8CBx M4wgM4w gC4Cw 4w gw 14y";
navdocsSearchChunks["686b4c4db530f873"]="kM";
navdocsSearchChunks["b3853f3c43e18ffd"]="8M";
navdocsSearchChunks["2905cd3c56a127c2"]="kM kN ow ow4w ow wM 1w";
navdocsSearchPages["07baba53d94b609a"]=[{"url":"guide/buttons.html",
"crumbs":[["Guide"]],
"docs":[
["Buttons",0,"Bar buttons need a 44x44 point hit target."],
["Back button",-1,"The back button shows the previous screen's title next to a chevron. Keep its label short, see NB004.",1],
["Glyphs (24×24)",-1,"Glyphs are drawn at 24x24 points. Prefer a familiar symbol over a zeppelin or any other novelty.","glyphs-24x24"]]},
{"url":"guide/index.html",
"crumbs":[[]],
"docs":[
["Guide",0,"How to design a navigation bar, one topic per page."]]}];
navdocsSearchPages["88f4a3893ab74c9e"]=[{"url":"guide/titles.html",
"crumbs":[["Guide"]],
"docs":[
["Titles",0,"Keep titles short and let the content speak."],
["Large titles",-1,"Set prefersLargeTitles on the root screen only. A large title collapses into the bar when people scroll the content.",1],
["Inline titles",-1,"The standard title sits inline in the bar at 17 points, centered between the controls.",1]]}];
navdocsSearchPages["f1a11528380a0d61"]=[{"url":"index.html",
"crumbs":[[]],
"docs":[
["Home",0,"Guidelines for navigation bars, checked by navlint."]]},
{"url":"rules/NB001.html",
"crumbs":[["Rules"]],
"docs":[
["Title too long",0,"A title longer than 15 characters gets truncated on small screens."]]},
{"url":"rules/NB004.html",
"crumbs":[["Rules"]],
"docs":[
["Back label too long",0,"Long back labels crowd out the title."],
["Why <it> matters",-1,"People read the label to know where <b>back</b> goes & what \"comes\" next.","why"]]},
{"url":"ties/a-long.html",
"crumbs":[[]],
"docs":[
["Long page",0,"A wombat lives here among many other words that make this page much longer than the next one, with more and more text to read through…"]]},
{"url":"ties/b-short.html",
"crumbs":[[]],
"docs":[
["Short page",0,"A wombat."]]}];
navdocsSearchPages["1b31f3da2e093659"]=[{"url":"ties/c-once.html",
"crumbs":[[]],
"docs":[
["Once",0,"One quokka sleeps."]]},
{"url":"ties/d-twice.html",
"crumbs":[[]],
"docs":[
["Twice",0,"Quokka and quokka."]]}];
/* navdocs search index, format 4; generated, do not edit */
window.navdocsSearchIndex = {"version":4,"entries":15,
"pages":"nemcklk999",
"fragments":[[2,"07baba53d94b609a"],[1,"88f4a3893ab74c9e"],[5,"f1a11528380a0d61"],[2,"1b31f3da2e093659"]],
"chunks":[[1,"b6b4c313b7429c9c"],[12,"8d25c04081746ad3"],[8,"a042122f4db16c25"],[3,"19041126f2ec9eec"],[2,"0c006ff500b63eee"],[2,"f846ebba3afc89ba"],[5,"cf1ccca0a953c6f3"],[22,"bbda0051d5dc8d4c"],[6,"1ce06c2fef92077d"],[39,"9a62fa7d3036e7cf"],[19,"b204cafc0a2b4692"],[2,"850c1f82e6c2ab40"],[6,"da6ce631d9c71dd7"],[1,"686b4c4db530f873"],[1,"b3853f3c43e18ffd"],[7,"2905cd3c56a127c2"]],
"terms":"0001 24 012 15 17 024 2x24 044 2x44 0a 1mong 1nd 2y 1re 1t 0b 1ack 4-label-too-long 2r 3s 1efore 2tween 1utton 6s 1y 0centered 1haracters 2ecked 3vron 1ollapses 2mes 2ntent 4rols 1rowd 0design 1rawn 0end 0familiar 1or 0gets 1lyphs 1oes 1uide 5lines 0here 1it 1ome 2w 0in 2line 2to 1s 1t 2s 0keep 1now 0label 5s 2rge 1et 1ives 1ong 4-title 4er 0make 2ny 2tters 1ore 1uch 0navigation 3lint 1b 2001 44 1eed 2xt 1ovelty 0on 2ce 2e 2ly 1r 1ther 1ut 1ver 0page 1eople 2r 1oint 5s 1refer 6s 7largetitles 3vious 0quokka 0read 1oot 1ules 0s 1creen 6s 3oll 1ee 2t 1hort 3ws 1its 1leeps 1mall 1peak 1tandard 1ymbol 0target 1ext 1han 3t 2e 2is 2rough 1itle 5-too-long 5s 1o 2o 2pic 1runcated 1wice 0what 2en 3re 2y 1ith 1ombat 2rds 0x 0zeppelin"};
