#!/usr/bin/env python3
"""Cleans a JSON Lines data set with Apache Spark, piping it through `keystroke batch`.

`keystroke batch` is a streaming filter (one response line per request line, in
order), so Spark can run it as is: `RDD.pipe` starts one `keystroke batch` per
partition and feeds it the partition's lines. This script runs that job in local
mode, checks that its output matches a single `keystroke batch` run line for
line, and prints lines per second for both.

Usage (from the package root, after `swift build -c release --product keystroke`
and `pip install pyspark`; Spark needs Java 17):
    python3 Scripts/spark/clean_with_spark.py [--lines N | --input FILE]
        [--master local[2]] [--partitions P] [--binary .build/release/keystroke] [--python-pipe]

Without --input, N CPF validate requests are generated with
Benchmarks/Scripts/make_cpf_jsonl.py. Exit status 1 when the outputs differ.

On a cluster, ship the binary to the executors (`--files` or a shared path) and
read from / write to shared storage; the pipe itself is the same. Two things to
know: a response to a bad line carries `"line":N` counted within its partition,
and CSV cleaning (`batch --csv`) does not split this way, since a header and
quoted line breaks belong to the whole file.
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--input", help="a JSON Lines file of batch requests")
    parser.add_argument("--lines", type=int, default=2_000_000, help="requests to generate without --input")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--partitions", type=int, default=0, help="default: twice the cores of --master")
    parser.add_argument("--binary", default=os.path.join(".build", "release", "keystroke"))
    parser.add_argument("--python-pipe", action="store_true", help="use PySpark's RDD.pipe instead of the JVM's")
    args = parser.parse_args()

    binary = os.path.abspath(args.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"no keystroke binary at {binary}; build it with swift build -c release --product keystroke")
    work = tempfile.mkdtemp(prefix="keystroke-spark-")
    try:
        data = args.input or os.path.join(work, "requests.jsonl")
        if not args.input:
            script = os.path.join(os.path.dirname(__file__), "..", "..", "Benchmarks", "Scripts", "make_cpf_jsonl.py")
            with open(data, "w") as out:
                subprocess.run([sys.executable, script, str(args.lines)], stdout=out, check=True)
        with open(data, "rb") as handle:
            lines = sum(1 for _ in handle)

        # One process: the reference output and its speed.
        single = os.path.join(work, "single.jsonl")
        start = time.perf_counter()
        with open(data, "rb") as source, open(single, "wb") as out:
            subprocess.run([binary, "batch"], stdin=source, stdout=out, check=True)
        single_seconds = time.perf_counter() - start

        # Spark: the same binary on every partition.
        from pyspark.sql import SparkSession

        spark = (SparkSession.builder.master(args.master).appName("keystroke-batch")
                 .config("spark.ui.enabled", "false").getOrCreate())
        spark.sparkContext.setLogLevel("ERROR")
        cores = spark.sparkContext.defaultParallelism
        partitions = args.partitions or 2 * cores
        cleaned = os.path.join(work, "spark-out")
        source, target = "file://" + os.path.abspath(data), "file://" + cleaned
        start = time.perf_counter()
        if args.python_pipe:
            # PySpark's RDD.pipe: every line also passes through a Python worker.
            spark.sparkContext.textFile(source, minPartitions=partitions).pipe(binary + " batch").saveAsTextFile(target)
        else:
            # The JVM's RDD.pipe: executors feed the binary directly.
            spark.sparkContext._jsc.textFile(source, partitions).pipe(binary + " batch").saveAsTextFile(target)
        spark_seconds = time.perf_counter() - start
        spark.stop()

        # Part files in order are the whole output, line for line.
        differences = 0
        compared = 0
        with open(single, encoding="utf-8") as reference:
            for part in sorted(glob.glob(os.path.join(cleaned, "part-*"))):
                with open(part, encoding="utf-8") as piece:
                    for line in piece:
                        expected = reference.readline()
                        compared += 1
                        if line != expected:
                            differences += 1
                            if differences <= 3:
                                print(f"line {compared}: spark {line.strip()!r}, single {expected.strip()!r}")
            differences += sum(1 for _ in reference)  # lines Spark did not produce

        print(f"{lines:,} requests, {partitions} partitions on {args.master} ({os.cpu_count()} CPUs)")
        print(f"single process: {single_seconds:.2f} s, {lines / single_seconds:,.0f} lines/s")
        print(f"spark {'python' if args.python_pipe else 'jvm'} pipe: {spark_seconds:.2f} s, {lines / spark_seconds:,.0f} lines/s (job only, session start excluded)")
        print(f"outputs {'match' if differences == 0 else 'DIFFER'}: {compared:,} lines compared, {differences} different")
        sys.exit(1 if differences else 0)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
