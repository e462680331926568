# Gasto y presupuesto: la pantalla Gasto (barras de créditos por día, semana o mes, separadas en
# doblajes y entrenamientos; una tabla por voz; este mes frente al presupuesto mensual; exportar a
# CSV) y, en Ajustes, el presupuesto mensual y las carpetas vigiladas (Dubdeck dobla por sí solo lo
# que llega a ellas).

## La pantalla Gasto

spend-route = Gasto
spend-by-label = Créditos por
spend-by-day = Día
spend-by-week = Semana
spend-by-month = Mes
spend-span =
    { $by ->
        [day] Últimos 30 días
        [week] Últimas 12 semanas
       *[month] Últimos 12 meses
    }
spend-chart-label =
    { $by ->
        [day] Créditos por día
        [week] Créditos por semana
       *[month] Créditos por mes
    }
spend-legend-dubs = Doblajes: { $credits }
spend-legend-trainings = Entrenamientos: { $credits }
spend-total =
    { $credits ->
        [one] { $credits } crédito en total
       *[other] { $credits } créditos en total
    }
# $period: el día («3 nov 2026»), la semana (spend-week-of) o el mes («noviembre de 2026»).
spend-bar =
    { $total ->
        [0] { $period }: sin gasto
        [one] { $period }: { $total } crédito ({ $dubs } en doblajes, { $trainings } en entrenamientos)
       *[other] { $period }: { $total } créditos ({ $dubs } en doblajes, { $trainings } en entrenamientos)
    }
spend-period-short = { $period }
spend-period = { $period }
spend-week-of = Semana del { $day }
spend-table-show = Ver las cifras
spend-col-period =
    { $by ->
        [day] Día
        [week] Semana
       *[month] Mes
    }
spend-col-voice = Voz
spend-col-dubs = Doblajes
spend-col-trainings = Entrenamientos
spend-col-total = Total
spend-row-total = Total
spend-voices-title = Por voz
spend-voices-none = No se gastó nada en este periodo.

## Este mes frente al presupuesto mensual (pantalla Gasto y Ajustes)

spend-month-title = Este mes
# $month: el nombre del mes al empezar la frase («Noviembre»).
spend-budget-status =
    { $state ->
        [over] { $month }: { $spent } de { $budget } créditos gastados, { $over } por encima del presupuesto
        [none]
            { $spent ->
                [one] { $month }: { $spent } crédito gastado
               *[other] { $month }: { $spent } créditos gastados
            }
       *[under]
            { $left ->
                [one] { $month }: { $spent } de { $budget } créditos gastados, queda { $left }
               *[other] { $month }: { $spent } de { $budget } créditos gastados, quedan { $left }
            }
    }
spend-budget-reserved =
    { $credits ->
        [one] Además, hay { $credits } crédito aprobado que aún no se ha cobrado.
       *[other] Además, hay { $credits } créditos aprobados que aún no se han cobrado.
    }
spend-budget-meter = Presupuesto mensual gastado
spend-budget-none = Sin presupuesto mensual
spend-budget-set = Fijar un presupuesto en Ajustes

## Exportar y estados de la pantalla

spend-export = Exportar CSV
spend-exported = Historial de gasto guardado en { $path }.
spend-empty = Aún no has gastado nada: aquí verás lo que cuestan tus doblajes y entrenamientos.
spend-loading = Leyendo el historial de gasto
spend-try-again = Reintentar

## Ajustes > Presupuesto

spend-budget-section = Presupuesto
spend-budget-label = Presupuesto mensual (créditos)
spend-budget-hint = Si un doblaje que Dubdeck aprobaría por sí solo hiciera que el gasto de este mes superara el presupuesto, esperará tu aprobación. Lo que apruebas tú siempre sigue adelante.
spend-budget-placeholder = Sin presupuesto
spend-budget-invalid = Escribe un número entero de créditos mayor que 0, o deja el campo vacío para no tener presupuesto mensual.
spend-budget-saved = Presupuesto mensual guardado.
spend-budget-removed = Presupuesto mensual eliminado.

## Ajustes > Carpetas vigiladas

spend-watch-section = Carpetas vigiladas
spend-watch-intro = Cada canción o clip que llega a una carpeta vigilada se dobla en cuanto termina de copiarse, nunca dos veces; los archivos que llegaron con Dubdeck cerrado se doblan al abrirlo.
spend-watch-none = Todavía no hay ninguna carpeta vigilada.
spend-watch-add = Añadir carpeta vigilada…
spend-watch-row-voice = Se dobla con { $voice }
spend-watch-row-output = Se guarda en { $folder }
spend-watch-row-limit =
    { $credits ->
        [0] Cada doblaje espera tu aprobación
        [one] Los doblajes de hasta { $credits } crédito empiezan solos
       *[other] Los doblajes de hasta { $credits } créditos empiezan solos
    }
spend-watch-toggle = Vigilar { $folder }
spend-watch-edit = Editar
spend-watch-edit-label = Cambiar cómo se dobla { $folder }
spend-watch-remove = Quitar
spend-watch-remove-label = Dejar de vigilar { $folder }
spend-watch-remove-question = ¿Dejar de vigilar { $folder }? Sus archivos se quedan donde están y sus doblajes siguen en Trabajos.
spend-watch-remove-confirm = Dejar de vigilar
spend-watch-on = Se vuelve a vigilar { $folder }.
spend-watch-off = { $folder } ya no se vigila; se conservan sus ajustes.
spend-watch-removed = Se dejó de vigilar { $folder }.
spend-watch-added = Ahora se vigila { $folder }.
spend-watch-changed = Ajustes de { $folder } guardados.

## Ajustes > Carpetas vigiladas: los ajustes de una carpeta

spend-watch-form-title = Vigilar { $folder }
spend-watch-voice-missing = Elige la voz con la que doblar los archivos de esta carpeta.
spend-watch-pitch = Tono (semitonos)
spend-watch-pitch-invalid = Escribe un número entero de semitonos entre { $min } y { $max }.
spend-watch-output = Carpeta de salida
spend-watch-output-choose = Elegir…
spend-watch-output-hint = Carpeta donde se guardan los doblajes de esta carpeta: cualquiera menos la vigilada.
spend-watch-output-missing = Indica la carpeta donde se guardan los doblajes de esta carpeta.
spend-watch-limit = Aprobar automáticamente hasta (créditos)
spend-watch-limit-hint =
    { $credits ->
        [0] Cada doblaje espera a que lo apruebes.
        [one] Los doblajes de hasta { $credits } crédito empiezan solos, dentro del presupuesto mensual; los más caros esperan tu aprobación.
       *[other] Los doblajes de hasta { $credits } créditos empiezan solos, dentro del presupuesto mensual; los más caros esperan tu aprobación.
    }
spend-watch-save = Vigilar esta carpeta
spend-watch-save-changes = Guardar cambios
