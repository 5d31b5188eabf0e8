/*
 * The raw-parse baseline for Benchmarks/run.sh: parse YAML files with libyaml's event API and
 * count the events, building nothing. intentgen's loader runs the same parser, so this is the
 * floor for any work on the files. Several files are parsed one after the other in one process,
 * as `intentgen lint` reads a folder of many small files.
 *
 *   cc -O2 yaml-parse.c $(pkg-config --cflags --libs yaml-0.1) -o yaml-parse
 *   ./yaml-parse Large.intents.yml        # prints "<events> events"
 *   ./yaml-parse A.intents.yml B.intents.yml   # the events of all the files together
 */
#include <stdio.h>

#include "parse-floor.h"

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE.yml...\n", argv[0]);
        return 2;
    }
    unsigned long events = parse_all(argv + 1, argc - 1);
    if (events == 0) return 1;
    printf("%lu events\n", events);
    return 0;
}
