/* navdocs search index, format 1; generated, do not edit */
window.navdocsSearchIndex = {"version":1,
"pages":["guide/buttons.html","guide/index.html","guide/titles.html","index.html","rules/NB001.html","rules/NB004.html"],
"crumbs":[[-1,"Guide"],[0,"Buttons"],[0,"Titles"],[-1,"Rules"],[3,"Back label too long"]],
"docs":[
[0,"Buttons",0,"Bar buttons need a 44x44 point hit target."],
[0,"Back button",1,"The back button shows the previous screen's title next to a chevron. Keep its label short, see NB004.",1],
[0,"Glyphs (24×24)",1,"Glyphs are drawn at 24x24 points. Prefer a familiar symbol over a zeppelin or any other novelty.","glyphs-24x24"],
[1,"Guide",-1,"How to design a navigation bar, one topic per page."],
[2,"Titles",0,"Keep titles short and let the content speak."],
[2,"Large titles",2,"Set prefersLargeTitles on the root screen only. A large title collapses into the bar when people scroll the content.",1],
[2,"Inline titles",2,"The standard title sits inline in the bar at 17 points, centered between the controls.",1],
[3,"Home",-1,"Guidelines for navigation bars, checked by navlint."],
[4,"Title too long",3,"A title longer than 15 characters gets truncated on small screens."],
[5,"Back label too long",3,"Long back labels crowd out the title."],
[5,"Why <it> matters",4,"People read the label to know where <b>back</b> goes & what \"comes\" next.","why"]],
"terms":"0001 24 012 15 17 024 2x24 044 2x44 0a 1nd 2y 1re 1t 0b 1ack 4-label-too-long 2r 3s 1etween 1utton 6s 1y 0centered 1haracters 2ecked 3vron 1ollapses 2mes 2ntent 4rols 1rowd 0design 1rawn 0familiar 1or 0gets 1lyphs 1oes 1uide 5lines 0hit 1ome 2w 0in 2line 2to 1s 1t 2s 0keep 1now 0label 5s 2rge 1et 1ong 4-title 4er 0matters 0navigation 3lint 1b 2001 44 1eed 2xt 1ovelty 0on 2e 2ly 1r 1ther 1ut 1ver 0page 1eople 2r 1oint 5s 1refer 6s 7largetitles 3vious 0read 1oot 1ules 0s 1creen 6s 3oll 1ee 2t 1hort 3ws 1its 1mall 1peak 1tandard 1ymbol 0target 1han 2e 1itle 5-too-long 5s 1o 2o 2pic 1runcated 0what 2en 3re 2y 0x 0zeppelin",
"postings":"1x A1x 1B 1x U F E w w wAAAEI M E E EM 1E B1yA 1D wIEA Y U B1x yAA Y U 1xB Y A Q 1E MA U 1A I E E Y 1w F 1E wAACAAA Y w - I U V Q 1xB 1F A AI 1E A1yA 1A R M 1yCA 1z 1xB 1F IM Y AZB 1z A1z w A1A E QI I Q E E 1A E I QQ I w EM E Q Q A 1E Q 1wAA A AM 1w Q A Q AI A U 1w M U E w 1xB AIAAFBA AMAGA 1z OBB AEY 1yCA I 1w 1E Q 1E 1F wE E"};
