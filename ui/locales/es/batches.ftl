# Lotes dentro de un presupuesto: varios archivos, o los de una carpeta, doblados con una sola
# aprobación (el plan de la hoja de doblaje); el tiempo restante en Trabajos; los trabajos que el
# presupuesto mensual deja esperando; y los avisos del presupuesto y de las carpetas vigiladas.

## El plan en la hoja de doblaje

batch-add-folder = Añadir una carpeta…
batch-plan-label = Plan
batch-plan-summary =
    { $files ->
        [one] { $files } archivo
       *[other] { $files } archivos
    } · { $length } en total · { $credits ->
        [one] aprox. { $credits } crédito
       *[other] aprox. { $credits } créditos
    }
batch-plan-month =
    { $budget ->
        [one] Gasto de este mes: { $spent } de tu presupuesto de { $budget } crédito
       *[other] Gasto de este mes: { $spent } de tu presupuesto de { $budget } créditos
    }
batch-plan-over =
    { $budget ->
        [one] Con este plan, el gasto de { $month } llegaría a { $total } de un presupuesto de { $budget } crédito: los doblajes que lo superen esperarán tu aprobación.
       *[other] Con este plan, el gasto de { $month } llegaría a { $total } de un presupuesto de { $budget } créditos: los doblajes que lo superen esperarán tu aprobación.
    }
batch-not-media =
    { $count ->
        [one] Se dejó fuera { $count } archivo que no es audio ni vídeo.
       *[other] Se dejaron fuera { $count } archivos que no son audio ni vídeo.
    }
batch-start =
    { $credits ->
        [one] Doblar { $count } archivos por aprox. { $credits } crédito
       *[other] Doblar { $count } archivos por aprox. { $credits } créditos
    }
batch-approval-hint =
    { $budget ->
        [set] Al iniciar se aprueba cada doblaje de hasta { $credits } créditos; el que el servicio cobre más caro, o el que supere tu presupuesto mensual, esperará tu aprobación.
       *[none] Al iniciar se aprueba cada doblaje de hasta { $credits } créditos; el que el servicio cobre más caro esperará tu aprobación.
    }

## Tiempo restante de un trabajo en curso

eta-under-minute = queda menos de un minuto
eta-minutes =
    { $minutes ->
        [one] queda aprox. { $minutes } min
       *[other] quedan aprox. { $minutes } min
    }
eta-hours = quedan aprox. { $hours } h { $minutes } min

## Un lote, en la primera de sus filas en Trabajos

batch-progress = Lote: { $done } de { $total } listos
batch-failed =
    { $count ->
        [one] { $count } fallido: { $files }
       *[other] { $count } fallidos: { $files }
    }
batch-done-by = todo listo hacia las { $time }
batch-name = “{ $name }”
batch-names-more =
    { $names } y { $more ->
        [one] { $more } más
       *[other] { $more } más
    }

## Un trabajo que el presupuesto mensual deja esperando

jobs-hold-budget =
    { $budget ->
        [one] Espera tu aprobación: este doblaje llevaría el gasto de { $month } a { $total } de un presupuesto de { $budget } crédito.
       *[other] Espera tu aprobación: este doblaje llevaría el gasto de { $month } a { $total } de un presupuesto de { $budget } créditos.
    }

## Avisos

budget-reached =
    { $percent ->
        [100] Presupuesto de { $month } agotado: { $spent } de { $budget } créditos. Lo que Dubdeck aprobaría por sí solo ahora espera tu aprobación.
       *[other] Llevas gastado el { $percent } % del presupuesto de { $month }: { $spent } de { $budget } créditos.
    }
watch-started = Carpeta vigilada: doblando “{ $file }”
watch-started-files = Carpeta vigilada: doblando { $files }
watch-already-taken = Carpeta vigilada: “{ $file }” es igual que “{ $first }”, que ya se dobló; no se vuelve a doblar.
watch-refused = Carpeta vigilada: “{ $file }” no se dobló. { $reason }
watch-folder-missing = La carpeta vigilada { $folder } ya no está. Dubdeck sigue atento a ella y doblará los archivos nuevos cuando vuelva.
watch-folder-back = La carpeta vigilada { $folder } ha vuelto: Dubdeck retoma el doblaje de los archivos nuevos que lleguen a ella.
batch-folder-empty =
    { $count ->
        [0] La carpeta no contiene archivos de audio ni de vídeo: no hay nada que doblar.
        [one] La carpeta no contiene archivos de audio ni de vídeo, solo { $count } archivo de otro tipo: no hay nada que doblar.
       *[other] La carpeta no contiene archivos de audio ni de vídeo, solo { $count } archivos de otro tipo: no hay nada que doblar.
    }
