# Textos propios, escritos para leerse en voz alta con naturalidad y cubrir los sonidos del
# español: todas las vocales y diptongos, r y rr, ñ, ll/y, ch, j/g, z/c, x, gu/güe, k/qu.

## Qué hará la voz

prompt-purpose-question = ¿Qué hará esta voz?
prompt-purpose-speak = Hablar
prompt-purpose-speak-hint = Conversación, lectura, locuciones.
prompt-purpose-sing = Cantar
prompt-purpose-sing-hint = Canciones: el registro y las vocales de tu canto.

## Cómo grabar

prompt-guidance-speak = Lee a tu ritmo y distancia habituales, a un palmo del micrófono. Lee cada párrafo como si se lo contaras a alguien; si te equivocas, no pasa nada: sigue.
prompt-guidance-sing = Canta sin música de fondo, a unos dos palmos del micrófono, y échate un poco hacia atrás en las notas agudas fuertes. Calienta la voz antes.
prompt-room-hint = Graba en una habitación silenciosa, con cortinas, alfombras o muebles blandos; apaga ventiladores y notificaciones.
prompt-position = { $index } de { $count }

## Para leer en voz alta

prompt-speak-1-title = Párrafo 1
prompt-speak-1-text = El perro de Ramón corre por la orilla del río. Guarda los zapatos viejos en la caja de cartón. La niña pidió un chocolate caliente con churros. El tren llegó tarde a la estación del norte. Hay que regar las flores del jardín cada mañana.
prompt-speak-2-title = Párrafo 2
prompt-speak-2-text = Mi abuela guarda fotos antiguas en un baúl de madera. El yate cruzó la bahía bajo un cielo gris. Felipe juega al fútbol con sus vecinos los sábados. Quiero un kilo de queso y media docena de huevos. La llave quedó olvidada junto a la ventana.
prompt-speak-3-title = Párrafo 3
prompt-speak-3-text = El gato pequeño se escondió debajo del sillón. El taxista nos dejó frente al museo de ciencias. La cigüeña construye su nido sobre el campanario. Un buen café necesita agua limpia y paciencia. Los músicos ensayaron toda la noche sin descanso.
prompt-speak-4-title = Párrafo 4
prompt-speak-4-text = Empuja la puerta despacio para no despertar al bebé. El viento del otoño arrastra las hojas secas. Compré una bufanda amarilla en el mercado del pueblo. Ese reloj suizo marca la hora exacta. La señora de enfrente cuida a tres gatitos.
prompt-speak-5-title = Párrafo 5
prompt-speak-5-text = La sopa de fideos está demasiado salada. Los jóvenes subieron a la cima antes del amanecer. Guillermo dibujó un barco en la pizarra. El agricultor recogió las uvas en septiembre. Pon la jarra de limonada en la mesa del patio.
prompt-speak-6-title = Preguntas y emociones
prompt-speak-6-text = ¿De verdad volviste a dejar las llaves en el autobús? ¡Qué noticia tan maravillosa! Perdona, no entendí bien tu nombre. Bueno, la verdad, creí que nunca iba a dejar de llover. ¿Podrías leer esa parte otra vez, despacio?

## Para cantar

prompt-sing-1-title = Escala mayor
prompt-sing-1-text = Canta despacio una escala mayor con “a”, subiendo y bajando (do, re, mi, fa, sol, la, si, do, y de vuelta), más o menos un segundo por nota, desde una nota grave cómoda.
prompt-sing-2-title = “A” sostenida
prompt-sing-2-text = Sostén una “a” durante 5 segundos en una nota grave, luego en una media y luego en una aguda. Respira entre nota y nota.
prompt-sing-3-title = “I” sostenida
prompt-sing-3-text = Sostén una “i” durante 5 segundos en una nota grave, luego en una media y luego en una aguda. Mantenla estable y relajada.
prompt-sing-4-title = “U” sostenida
prompt-sing-4-text = Sostén una “u” durante 5 segundos en una nota grave, luego en una media y luego en una aguda.
prompt-sing-5-title = Sirena
prompt-sing-5-text = Desliza la voz con una “u” desde tu nota grave más cómoda hasta la más aguda, y vuelve a bajar, despacio, como una sirena. Hazlo dos veces.
prompt-sing-6-title = Una estrofa que conozcas
prompt-sing-6-text = Canta una estrofa y un estribillo de una canción que conozcas bien, sin música, como se la cantarías a alguien.
