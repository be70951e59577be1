-- Task instructions and the 'Teks' activity become rich text (issue 34): the
-- server keeps sanitised HTML and the pages show it as HTML. What was saved
-- before is plain text with line breaks, shown as typed: escaped and its
-- lines kept as <br> in one paragraph, it reads the same.
-- sqlite-only:begin
UPDATE tugas SET deskripsi = '<p>' || REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(deskripsi, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), char(13), ''), char(10), '<br>') || '</p>'
WHERE deskripsi <> '';
UPDATE teks SET isi = '<p>' || REPLACE(REPLACE(REPLACE(REPLACE(REPLACE(isi, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), char(13), ''), char(10), '<br>') || '</p>'
WHERE isi <> '';
-- sqlite-only:end
