-- Salon categories in both languages. Fixed ids so every database (embedded, PostgreSQL, tests) agrees.
INSERT INTO "categories" ("id", "slug", "name_es", "name_en", "sort") VALUES
  ('0193a000-0000-7000-8000-000000000001', 'hair-salon', 'Peluquería', 'Hair salon', 1),
  ('0193a000-0000-7000-8000-000000000002', 'barbershop', 'Barbería', 'Barbershop', 2),
  ('0193a000-0000-7000-8000-000000000003', 'nails', 'Uñas', 'Nails', 3),
  ('0193a000-0000-7000-8000-000000000004', 'spa', 'Spa', 'Spa', 4),
  ('0193a000-0000-7000-8000-000000000005', 'makeup', 'Maquillaje', 'Makeup', 5),
  ('0193a000-0000-7000-8000-000000000006', 'brows-lashes', 'Cejas y pestañas', 'Eyebrows & lashes', 6),
  ('0193a000-0000-7000-8000-000000000007', 'massage', 'Masajes', 'Massage', 7),
  ('0193a000-0000-7000-8000-000000000008', 'aesthetics', 'Estética', 'Aesthetics', 8),
  ('0193a000-0000-7000-8000-000000000009', 'depilation', 'Depilación', 'Depilation', 9),
  ('0193a000-0000-7000-8000-00000000000a', 'tattoo', 'Tatuajes', 'Tattoo', 10),
  ('0193a000-0000-7000-8000-00000000000b', 'skincare', 'Cuidado de la piel', 'Skincare', 11),
  ('0193a000-0000-7000-8000-00000000000c', 'other', 'Otro', 'Other', 12)
ON CONFLICT ("id") DO NOTHING;
