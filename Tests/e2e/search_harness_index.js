window.navdocsSearchChunks = {};
window.navdocsSearchPages = {};
navdocsSearchChunks["a4abb422d5b81a3c"]="gx Mkx kx gB 9w 1F 1w A w wwA4w4M8w8w4w ow 8wgwcw 1w 1w 1w9w";
navdocsSearchChunks["52f7a1af649f9551"]="kQ RkGw kz w4w4Mw cw ow 9w Rkx Cww cw 9w gB4x cw M";
navdocsSearchChunks["c8fee3fec5867e13"]="8M kM 8ww 9w kw 4w 1w ow 1w cw";
navdocsSearchChunks["b54ad8776acad309"]="gw 1B kM www4y4www cw ow w cy 4w 9w 9B 8M gx4x kN";
navdocsSearchChunks["90c0e905c6a73908"]="Mow M8w";
navdocsSearchChunks["97b306e928458960"]="kM MkCw kw 8R 8w ow gC4Cw4y gz gB4x4w";
navdocsSearchChunks["46216236c9c55040"]="ow ow kN oA";
navdocsSearchChunks["fa1b423515cfd742"]="ow 4w8w cw Mgx4x gz";
navdocsSearchChunks["f94cff24ff7c21c2"]="Mkz w MkM4w";
navdocsSearchChunks["f361cdd954bb4719"]="1w 8M8w";
navdocsSearchChunks["2973cf30a4db326d"]="10y 4wkw8w 8M 1w 1wow kw 1w 4wkC4y 8McM 4w w 1w9w 1w 8M 8M";
navdocsSearchChunks["af64004c860229b8"]="M";
navdocsSearchChunks["0e84614d7ecd98de"]="10w4A kM4w 8M gw4ww";
navdocsSearchChunks["70595c26fce307aa"]="M M8M gw 8M M";
navdocsSearchChunks["316670e85200fd78"]="8M M8wky M 9w 10w gw 8w 9w";
navdocsSearchChunks["da43afefb978397c"]="1w w";
navdocsSearchChunks["32db6a38abb57681"]="ow gB4x4w ow Q8wAA8x4Bw4w ow ow M8Mw8G4w gz 8CBx M4wgM4w gC4Cw 4w gw 14y kM 8M kM";
navdocsSearchChunks["b8bb72a37eadaec9"]="kN ow ow4w ow wM 1w";
navdocsSearchPages["2f4b9da08b951d61"]=[{"url":"guide/buttons.html",
"crumbs":[["Guide"]],
"docs":[
["Buttons",0,"Bar buttons need a 44x44 point hit target."],
["Back button",-1,"The back button shows the previous screen's title next to a chevron. Keep its label short, see NB004.",1],
["Glyphs (24×24)",-1,"Glyphs are drawn at 24x24 points. Prefer a familiar symbol over a zeppelin or any other novelty.","glyphs-24x24"]]},
{"url":"guide/index.html",
"crumbs":[[]],
"docs":[
["Guide",0,"How to design a navigation bar, one topic per page."]]}];
navdocsSearchPages["4bbe2e31736a8738"]=[{"url":"guide/titles.html",
"crumbs":[["Guide"]],
"docs":[
["Titles",0,"Keep titles short and let the content speak."],
["Large titles",-1,"Set prefersLargeTitles on the root screen only. A large title collapses into the bar when people scroll the content.",1],
["Inline titles",-1,"The standard title sits inline in the bar at 17 points, centered between the controls.",1]]},
{"url":"index.html",
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
["Short page",0,"A wombat."]]},
{"url":"ties/c-once.html",
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
"fragments":[[2,"2f4b9da08b951d61"],[8,"4bbe2e31736a8738"]],
"chunks":[[15,"a4abb422d5b81a3c"],[14,"52f7a1af649f9551"],[10,"c8fee3fec5867e13"],[14,"b54ad8776acad309"],[2,"90c0e905c6a73908"],[9,"97b306e928458960"],[4,"46216236c9c55040"],[5,"fa1b423515cfd742"],[3,"f94cff24ff7c21c2"],[2,"f361cdd954bb4719"],[15,"2973cf30a4db326d"],[1,"af64004c860229b8"],[4,"0e84614d7ecd98de"],[5,"70595c26fce307aa"],[8,"316670e85200fd78"],[2,"da43afefb978397c"],[17,"32db6a38abb57681"],[6,"b8bb72a37eadaec9"]],
"terms":"0001 24 012 15 17 024 2x24 044 2x44 0a 1mong 1nd 2y 1re 1t 0b 1ack 4-label-too-long 2r 3s 1efore 2tween 1utton 6s 1y 0centered 1haracters 2ecked 3vron 1ollapses 2mes 2ntent 4rols 1rowd 0design 1rawn 0end 0familiar 1or 0gets 1lyphs 1oes 1uide 5lines 0here 1it 1ome 2w 0in 2line 2to 1s 1t 2s 0keep 1now 0label 5s 2rge 1et 1ives 1ong 4-title 4er 0make 2ny 2tters 1ore 1uch 0navigation 3lint 1b 2001 44 1eed 2xt 1ovelty 0on 2ce 2e 2ly 1r 1ther 1ut 1ver 0page 1eople 2r 1oint 5s 1refer 6s 7largetitles 3vious 0quokka 0read 1oot 1ules 0s 1creen 6s 3oll 1ee 2t 1hort 3ws 1its 1leeps 1mall 1peak 1tandard 1ymbol 0target 1ext 1han 3t 2e 2is 2rough 1itle 5-too-long 5s 1o 2o 2pic 1runcated 1wice 0what 2en 3re 2y 1ith 1ombat 2rds 0x 0zeppelin"};
